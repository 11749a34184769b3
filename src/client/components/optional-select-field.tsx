import { Select } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { NONE } from "../lib/select-none";
import { Field } from "./field";

/** A labelled Select whose first choice, `noneLabel`, stands for no value (""). */
export function OptionalSelectField({
  label,
  noneLabel,
  options,
  value,
  onValueChange,
}: {
  label: ReactNode;
  noneLabel: string;
  options: readonly string[];
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <Select.Root value={value || NONE} onValueChange={(v) => onValueChange(v === NONE ? "" : v)}>
          <Select.Trigger id={id} />
          <Select.Content position="popper">
            <Select.Item value={NONE}>{noneLabel}</Select.Item>
            {options.map((option) => (
              <Select.Item key={option} value={option}>
                {option}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      )}
    </Field>
  );
}
