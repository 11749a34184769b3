import { MagnifyingGlassIcon } from "@radix-ui/react-icons";
import { TextField } from "@radix-ui/themes";
import type { CSSProperties } from "react";
import { Field } from "../field";

/** The labelled search box of the dashboard's lists ("Search" above a field with a magnifier). */
export function SearchField({
  placeholder,
  value,
  onChange,
  style,
}: {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  style?: CSSProperties;
}) {
  return (
    <Field label="Search" style={style}>
      {(id) => (
        <TextField.Root id={id} type="search" placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)}>
          <TextField.Slot>
            <MagnifyingGlassIcon aria-hidden />
          </TextField.Slot>
        </TextField.Root>
      )}
    </Field>
  );
}
