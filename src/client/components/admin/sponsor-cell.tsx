import { Pencil1Icon } from "@radix-ui/react-icons";
import { Flex, Popover, Select, Text, TextField } from "@radix-ui/themes";
import { useId, useRef, useState } from "react";
import type { MemberDto } from "../../../shared/members";
import { displayName } from "../../../shared/profile";
import { sponsorNameCommit, sponsorOf, veteranSponsors } from "../../lib/admin-members";
import { useMemberUpdate } from "./use-member-update";

// Radix Select items cannot have "" as a value.
const NONE = "__none__";
const TITLES = { success: "Sponsor updated successfully", failure: "Failed to update sponsor" };

/**
 * The sponsor cell (SPEC §2): a Veteran other than the member, or a free-text former member.
 * Choosing one clears the other. The name saves on Enter or blur if changed; Escape cancels; empty is none.
 */
export function SponsorCell({ member, members, byId }: { member: MemberDto; members: readonly MemberDto[]; byId: ReadonlyMap<number, MemberDto> }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const settled = useRef(false);
  const update = useMemberUpdate(member.id, TITLES);
  const selectId = useId();
  const textId = useId();
  const name = displayName(member);
  const sponsor = sponsorOf(member, byId);
  const veterans = open ? veteranSponsors(members, member.id) : [];

  function commitText() {
    if (settled.current) return;
    settled.current = true;
    const commit = sponsorNameCommit(member.sponsorName, text);
    if (commit.save) update.mutate({ sponsorId: null, sponsorName: commit.value });
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) {
          settled.current = false;
          setText(member.sponsorName ?? "");
        }
        setOpen(next);
      }}
    >
      <Popover.Trigger>
        <button type="button" className="cell-button" aria-label={`Sponsor for ${name}: ${sponsor?.label ?? "none"}. Change`} title="Click to change">
          {sponsor ? (
            <Flex direction="column" align="start">
              <Text size="2">{sponsor.label}</Text>
              <Text size="1" color="gray">
                {sponsor.kind === "veteran" ? "Veteran" : "Former member"}
              </Text>
            </Flex>
          ) : (
            <Text size="2" color="gray">
              <Pencil1Icon aria-hidden /> Assign
            </Text>
          )}
        </button>
      </Popover.Trigger>
      <Popover.Content width="300px" maxWidth="calc(100vw - 32px)" aria-label={`Sponsor for ${name}`}>
        <Flex direction="column" gap="3">
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={selectId} size="2" weight="medium">
              Veteran sponsor
            </Text>
            <Select.Root
              value={member.sponsorId && byId.has(member.sponsorId) ? String(member.sponsorId) : ""}
              onValueChange={(id) => {
                settled.current = true;
                setOpen(false);
                if (id === NONE) {
                  if (sponsor) update.mutate({ sponsorId: null, sponsorName: null });
                } else if (Number(id) !== member.sponsorId) update.mutate({ sponsorId: Number(id), sponsorName: null });
              }}
            >
              <Select.Trigger id={selectId} placeholder="Choose a veteran…" />
              <Select.Content position="popper">
                <Select.Item value={NONE}>No sponsor</Select.Item>
                {veterans.map((v) => (
                  <Select.Item key={v.id} value={String(v.id)}>
                    {displayName(v)}
                    {v.playaName ? ` “${v.playaName}”` : ""}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={textId} size="2" weight="medium">
              Or a former member
            </Text>
            <TextField.Root
              id={textId}
              placeholder="Former member's name"
              value={text}
              onChange={(e) => setText(e.target.value)}
              onBlur={commitText}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  commitText();
                  setOpen(false);
                } else if (e.key === "Escape") {
                  // The popover closes on Escape itself; nothing typed is kept.
                  settled.current = true;
                }
              }}
            />
            <Text size="1" color="gray">
              Enter saves, Escape cancels; empty removes the sponsor.
            </Text>
          </Flex>
        </Flex>
      </Popover.Content>
    </Popover.Root>
  );
}
