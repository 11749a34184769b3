import { Pencil1Icon } from "@radix-ui/react-icons";
import { Button, Flex, Popover, Text, TextField } from "@radix-ui/themes";
import { useId, useRef, useState } from "react";
import type { MemberDto } from "../../../shared/members";
import { displayName } from "../../../shared/profile";
import { sponsorNameCommit, sponsorOf } from "../../lib/admin-members";
import { VeteranSearch } from "../sponsor-picker";
import { useMemberUpdate } from "./use-member-update";

const TITLES = { success: "Sponsor updated successfully", failure: "Failed to update sponsor" };

/**
 * The sponsor cell (docs/product.md#members-tab): a Veteran other than the member, chosen with Edit Profile's searchable
 * list (emails tell namesakes apart), or a free-text former member. Choosing one clears the other.
 * The name saves on Enter or blur if changed; Escape cancels; empty is none.
 */
export function SponsorCell({
  member,
  members,
  byId,
}: {
  member: MemberDto;
  members: readonly MemberDto[];
  byId: ReadonlyMap<number, MemberDto>;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  // The free-text name as last saved from this popover: each Enter or blur compares against it,
  // so a second correction after a Tab-save is saved too (it used to be dropped).
  const saved = useRef<string | null>(null);
  const cancelled = useRef(false);
  const update = useMemberUpdate(member.id, TITLES);
  const textId = useId();
  const name = displayName(member);
  const sponsor = sponsorOf(member, byId);

  function commitText() {
    if (cancelled.current) return;
    const commit = sponsorNameCommit(saved.current, text);
    if (!commit.save) return;
    saved.current = commit.value;
    update.mutate({ sponsorId: null, sponsorName: commit.value });
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) {
          cancelled.current = false;
          saved.current = member.sponsorName;
          setText(member.sponsorName ?? "");
        }
        setOpen(next);
      }}
    >
      <Popover.Trigger>
        <button
          type="button"
          className="cell-button"
          aria-label={`Sponsor for ${name}: ${sponsor ? `${sponsor.label} ${sponsor.kind === "veteran" ? "Veteran" : "Former member"}. Change` : "none. Assign"}`}
          title={sponsor ? `${sponsor.label}: click to change` : "Click to change"}
        >
          {sponsor ? (
            <Flex direction="column" align="start" minWidth="0">
              <Text size="2" className="truncate">
                {sponsor.label}
              </Text>
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
      <Popover.Content width="360px" maxWidth="calc(100vw - 32px)" aria-label={`Sponsor for ${name}`}>
        <Flex direction="column" gap="2">
          <Text as="div" size="2" weight="medium">
            Veteran sponsor
          </Text>
          {open && (
            <VeteranSearch
              autoFocus
              members={members}
              memberId={member.id}
              selectedId={member.sponsorId && byId.has(member.sponsorId) ? member.sponsorId : null}
              onSelect={(id) => {
                cancelled.current = true;
                setOpen(false);
                if (id !== member.sponsorId) update.mutate({ sponsorId: id, sponsorName: null });
              }}
            />
          )}
          <Text as="label" htmlFor={textId} size="2" weight="medium" mt="2">
            Or a former member
          </Text>
          <TextField.Root
            id={textId}
            placeholder="Former member's name"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onFocus={() => (cancelled.current = false)}
            onBlur={commitText}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                commitText();
                cancelled.current = true;
                setOpen(false);
              } else if (e.key === "Escape") {
                // The popover closes on Escape itself; nothing typed is kept.
                cancelled.current = true;
              }
            }}
          />
          <Text size="1" color="gray">
            Enter saves, Escape cancels; empty removes the sponsor.
          </Text>
          {sponsor && (
            <Button
              variant="soft"
              color="gray"
              size="1"
              style={{ alignSelf: "start" }}
              onClick={() => {
                cancelled.current = true;
                setOpen(false);
                update.mutate({ sponsorId: null, sponsorName: null });
              }}
            >
              No sponsor
            </Button>
          )}
        </Flex>
      </Popover.Content>
    </Popover.Root>
  );
}
