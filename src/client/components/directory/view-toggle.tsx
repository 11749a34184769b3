import { type KeyboardEvent, useRef } from "react";

export type DirectoryView = "cards" | "table";

const VIEWS = [
  { value: "cards", label: "Cards" },
  { value: "table", label: "Table" },
] as const;
const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Cards or Table: a radio group with Radix's segmented-control look, written as its markup. Radix's
 * SegmentedControl (a toggle group over a roving-focus collection) took ~16 ms of the directory's
 * first render at 1× CPU; this is two buttons. One tab stop; the arrow keys move and select, as in
 * any radio group.
 */
export function ViewToggle({ view, onView }: { view: DirectoryView; onView: (view: DirectoryView) => void }) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (index + step + VIEWS.length) % VIEWS.length;
    buttons.current[next]?.focus();
    onView(VIEWS[next].value);
  };
  return (
    <div role="radiogroup" aria-label="View" className="rt-SegmentedControlRoot rt-r-size-2 rt-variant-surface">
      {VIEWS.map(({ value, label }, index) => {
        const on = value === view;
        return (
          // biome-ignore lint/a11y/useSemanticElements: Radix's segmented-control styles are written for buttons (as Radix renders it)
          <button
            key={value}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="radio"
            aria-checked={on}
            data-state={on ? "on" : "off"}
            tabIndex={on ? 0 : -1}
            className="rt-reset rt-SegmentedControlItem"
            onClick={() => onView(value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className="rt-SegmentedControlItemSeparator" />
            <span className="rt-SegmentedControlItemLabel">
              <span className="rt-SegmentedControlItemLabelActive">{label}</span>
              <span className="rt-SegmentedControlItemLabelInactive" aria-hidden>
                {label}
              </span>
            </span>
          </button>
        );
      })}
      <div className="rt-SegmentedControlIndicator" />
    </div>
  );
}
