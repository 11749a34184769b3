import { CheckIcon, MagnifyingGlassIcon } from "@radix-ui/react-icons";
import { Box, Button, Flex, RadioGroup, ScrollArea, Text, TextField } from "@radix-ui/themes";
import { useDeferredValue, useId, useMemo, useState } from "react";
import type { MemberDto } from "../../shared/members";
import { displayName } from "../lib/directory";
import { sponsorCandidates } from "../lib/profile-form";

// A camp has a few hundred veterans at most; past this many the search narrows the list.
const SHOWN_MAX = 100;

export interface SponsorValue {
  sponsorId: number | null;
  sponsorName: string;
}

/**
 * A sponsor (docs/product.md#statuses) is a Veteran other than the member (searched by name, email or playa name),
 * or a former member typed by name. Choosing one clears the other.
 */
export function SponsorPicker({
  members,
  memberId,
  value,
  onChange,
}: {
  members: readonly MemberDto[];
  memberId: number;
  value: SponsorValue;
  onChange: (value: SponsorValue) => void;
}) {
  const chosen = value.sponsorId ? members.find((m) => m.id === value.sponsorId) : undefined;
  const formerId = useId();

  return (
    <Flex direction="column" gap="2" asChild>
      <fieldset className="plain-fieldset">
        <Text as="div" size="2" weight="medium" asChild>
          <legend>Sponsor</legend>
        </Text>
        <Flex align="center" gap="1" aria-live="polite">
          {(chosen || value.sponsorName.trim()) && <CheckIcon aria-hidden color="var(--green-11)" />}
          <Text size="1" color="gray">
            {chosen
              ? `Sponsored by ${displayName(chosen)} (veteran)`
              : value.sponsorName.trim()
                ? `Sponsored by ${value.sponsorName.trim()} (former member)`
                : "No sponsor chosen"}
          </Text>
        </Flex>
        <VeteranSearch
          members={members}
          memberId={memberId}
          selectedId={value.sponsorId}
          onSelect={(id) => onChange({ sponsorId: id, sponsorName: "" })}
        />
        <label htmlFor={formerId}>
          <Text size="2">Or a former member, by name</Text>
        </label>
        <Flex gap="2">
          <TextField.Root
            id={formerId}
            style={{ flex: 1 }}
            placeholder="Former member's name"
            value={value.sponsorName}
            onChange={(e) => onChange({ sponsorId: null, sponsorName: e.target.value })}
          />
          <Button
            type="button"
            variant="soft"
            color="gray"
            disabled={!value.sponsorId && !value.sponsorName}
            onClick={() => onChange({ sponsorId: null, sponsorName: "" })}
          >
            Clear
          </Button>
        </Flex>
      </fieldset>
    </Flex>
  );
}

/**
 * The veterans who can sponsor the member, searched by name, email or playa name; each shows its
 * email so namesakes can be told apart. Used by Edit Profile and the Members tab's sponsor cell.
 */
export function VeteranSearch({
  members,
  memberId,
  selectedId,
  onSelect,
  autoFocus,
}: {
  members: readonly MemberDto[];
  memberId: number;
  selectedId: number | null;
  onSelect: (id: number) => void;
  autoFocus?: boolean;
}) {
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const candidates = useMemo(() => sponsorCandidates(members, memberId, deferredQuery), [members, memberId, deferredQuery]);
  return (
    <>
      <TextField.Root
        autoFocus={autoFocus}
        type="search"
        placeholder="Search veterans by name, email or playa name"
        aria-label="Search veterans"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      >
        <TextField.Slot>
          <MagnifyingGlassIcon aria-hidden />
        </TextField.Slot>
      </TextField.Root>
      <Box className="sponsor-list">
        <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: "12rem" }}>
          {candidates.length === 0 ? (
            <Box p="2">
              <Text as="p" size="2" color="gray">
                {deferredQuery.trim() ? `No veterans found matching "${deferredQuery.trim()}"` : "No veterans in the camp yet"}
              </Text>
            </Box>
          ) : (
            <Box p="2">
              <RadioGroup.Root
                aria-label="Veteran sponsor"
                value={selectedId ? String(selectedId) : ""}
                onValueChange={(id) => onSelect(Number(id))}
              >
                {candidates.slice(0, SHOWN_MAX).map((m) => (
                  <RadioGroup.Item key={m.id} value={String(m.id)} className="veteran-option">
                    {displayName(m)}
                    {m.playaName ? ` “${m.playaName}”` : ""}
                    <Text color="gray" className="break-anywhere">
                      {" "}
                      · {m.email}
                    </Text>
                  </RadioGroup.Item>
                ))}
              </RadioGroup.Root>
              {candidates.length > SHOWN_MAX && (
                <Text as="p" size="1" color="gray" mt="2">
                  Showing {SHOWN_MAX} of {candidates.length}: type to narrow the list.
                </Text>
              )}
            </Box>
          )}
        </ScrollArea>
      </Box>
    </>
  );
}
