import { Text } from "@radix-ui/themes";

/** The error under a field, which the field names in aria-describedby (WCAG 3.3.1): not only a toast. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <Text as="p" id={id} size="1" color="red" mt="1">
      {message}
    </Text>
  ) : null;
}

/** aria-invalid and aria-describedby for a field whose error is `message`. */
export const invalidProps = (id: string, message: string | null) =>
  message ? { "aria-invalid": true as const, "aria-describedby": id } : {};
