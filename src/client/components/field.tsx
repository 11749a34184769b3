import { Flex, Text, TextArea, TextField } from "@radix-ui/themes";
import { useId, type ChangeEvent, type ComponentProps, type CSSProperties, type ReactNode } from "react";

/**
 * A label above its control, and an error under it that the control points to (WCAG 1.3.1, 3.3.1).
 * `children` renders the control (and anything under it) given the id the label names and, while
 * there is an error, the error's id for aria-describedby.
 */
export function Field({
  label,
  error,
  style,
  children,
}: {
  label: ReactNode;
  error?: string | null;
  /** The field's share of a row, e.g. { flex: "1 1 240px", minWidth: 0 }. */
  style?: CSSProperties;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Flex direction="column" gap="1" style={style}>
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children(id, error ? errorId : undefined)}
      {error && (
        <Text id={errorId} size="1" color="red" role="alert">
          {error}
        </Text>
      )}
    </Flex>
  );
}

type Bound = { value: string; onValueChange: (value: string) => void };
type FieldProps = { label: ReactNode; error?: string | null; style?: CSSProperties };
type Unbound<P> = Omit<P, "id" | "value" | "onChange" | "aria-invalid" | "aria-describedby" | "style">;

/**
 * Splits a bound field's props: the Field's (label, error, style), and, for the control, the ids the
 * label and error need, its value, and every other prop as given.
 */
function bindField<P extends FieldProps & Bound>({ label, error, style, value, onValueChange, ...input }: P) {
  return {
    field: { label, error, style },
    control: (id: string, describedBy: string | undefined) => ({
      id,
      "aria-invalid": Boolean(error),
      "aria-describedby": describedBy,
      value,
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValueChange(e.target.value),
      ...input,
    }),
  };
}

/** A one-line text input as a Field: labelled, marked invalid and pointed at its error while there is one. */
export function TextInputField(props: FieldProps & Bound & Unbound<ComponentProps<typeof TextField.Root>>) {
  const { field, control } = bindField(props);
  return <Field {...field}>{(id, describedBy) => <TextField.Root {...control(id, describedBy)} />}</Field>;
}

/** A multi-line text area as a Field, like TextInputField. */
export function TextAreaField(props: FieldProps & Bound & Unbound<ComponentProps<typeof TextArea>>) {
  const { field, control } = bindField(props);
  return <Field {...field}>{(id, describedBy) => <TextArea {...control(id, describedBy)} />}</Field>;
}

/** A number typed into a field with a label and no error line (the settings forms). */
export function NumberField({
  label,
  value,
  onValueChange,
  ...input
}: { label: ReactNode } & Bound & Omit<ComponentProps<typeof TextField.Root>, "id" | "type" | "value" | "onChange">) {
  return (
    <Field label={label}>
      {(id) => <TextField.Root id={id} type="number" value={value} onChange={(e) => onValueChange(e.target.value)} {...input} />}
    </Field>
  );
}

/** A text input inside its label, the label's words above it (the sign-in forms: one error line for the form). */
export function LabelledInput({ label, ...input }: { label: ReactNode } & ComponentProps<typeof TextField.Root>) {
  return (
    <label>
      <Text as="div" size="2" weight="medium" mb="1">
        {label}
      </Text>
      <TextField.Root {...input} />
    </label>
  );
}
