import { ChevronDownIcon } from "@radix-ui/react-icons";

interface ToolbarSelectProps<T extends string> {
  /** The accessible name ("Sort by"); `prefix` is what the eye reads before the value ("Sort:"). */
  label: string;
  prefix: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/**
 * A native <select> dressed as Radix's Select trigger. The directory's first render on a slow
 * phone paid ~60 ms for two Radix Selects (their closed content renders items into a fragment
 * and registers each one, update after update); a native select costs nothing until used, and
 * opens the phone's own picker. The select covers the whole trigger, transparent: it takes the
 * pointer, the keyboard and the screen reader, while the spans show the value.
 */
export function ToolbarSelect<T extends string>({ label, prefix, value, options, onChange }: ToolbarSelectProps<T>) {
  const current = options.find((o) => o.value === value)?.label;
  return (
    <span className="rt-reset rt-SelectTrigger rt-r-size-2 rt-variant-surface toolbar-select">
      <span className="rt-SelectTriggerInner" aria-hidden>
        <span className="toolbar-select-prefix">{prefix} </span>
        {current}
      </span>
      <ChevronDownIcon className="rt-SelectIcon" aria-hidden />
      <select aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value as T)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}
