import { Pencil1Icon } from "@radix-ui/react-icons";
import { Text, TextField } from "@radix-ui/themes";
import { useEffect, useRef, useState, type Ref } from "react";
import type { MemberDto } from "../../../shared/members";
import { displayName } from "../../../shared/profile";
import { accommodationCommit } from "../../lib/admin-members";
import { TypeIcon } from "./type-icon";
import { useMemberUpdate } from "./use-member-update";

const TITLES = { success: "Accommodation updated successfully", failure: "Failed to update accommodation" };

/**
 * The inline accommodation cell (docs/product.md#members-tab): click to edit; Enter saves (an empty Enter sets none),
 * Escape cancels, blur saves a changed, non-empty value. `suggestionsId` is a <datalist> of names.
 */
export function AccommodationCell(props: CellProps) {
  // Until first used, the cell is a plain button: a screenful of rows mounts on every filter or
  // search change, and the editor's mutation would cost each of them (issue 12, bench).
  const [used, setUsed] = useState(false);
  if (used) return <LiveAccommodationCell {...props} />;
  const { member, type } = props;
  return <CellButton name={displayName(member)} shown={member.accommodation} type={type} onClick={() => setUsed(true)} />;
}

interface CellProps {
  member: MemberDto;
  type: string | undefined;
  suggestionsId: string;
}

function LiveAccommodationCell({ member, type, suggestionsId }: CellProps) {
  const [editing, setEditing] = useState(true);
  const [value, setValue] = useState(member.accommodation ?? "");
  // Enter and Escape end the edit themselves; the blur that follows must not act again.
  const settled = useRef(false);
  const refocus = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const update = useMemberUpdate(member.id, TITLES);
  const name = displayName(member);

  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [editing]);

  function finish(trigger: "enter" | "blur" | "escape") {
    if (settled.current) return;
    settled.current = true;
    refocus.current = trigger !== "blur";
    if (trigger !== "escape") {
      const commit = accommodationCommit(member.accommodation, value, trigger);
      if (commit.save) update.mutate({ accommodation: commit.value });
    }
    setEditing(false);
  }

  if (editing) {
    return (
      <TextField.Root
        autoFocus
        size="1"
        className="cell-input"
        list={suggestionsId}
        aria-label={`Accommodation for ${name}`}
        placeholder="Accommodation name"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => finish("blur")}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            finish("enter");
          } else if (e.key === "Escape") {
            e.preventDefault();
            e.stopPropagation();
            finish("escape");
          }
        }}
      />
    );
  }

  const shown = update.isPending ? (update.variables.accommodation ?? null) : member.accommodation;
  return (
    <CellButton
      ref={button}
      name={name}
      shown={shown}
      type={type}
      onClick={() => {
        settled.current = false;
        setValue(member.accommodation ?? "");
        setEditing(true);
      }}
    />
  );
}

function CellButton({
  ref,
  name,
  shown,
  type,
  onClick,
}: {
  ref?: Ref<HTMLButtonElement>;
  name: string;
  shown: string | null;
  type: string | undefined;
  onClick: () => void;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className="cell-button"
      aria-label={`Accommodation for ${name}: ${shown ? `${shown}. Change` : "none. Assign"}`}
      title="Click to change"
      onClick={onClick}
    >
      {shown ? (
        <>
          <TypeIcon type={type} size={16} />
          <Text size="2">{shown}</Text>
        </>
      ) : (
        <Text size="2" color="gray">
          <Pencil1Icon aria-hidden /> Assign
        </Text>
      )}
    </button>
  );
}
