// What a form says, in words, when a value cannot be saved as typed (issue 24): inputs never cut
// pasted text short (no maxLength) and buttons are not silently disabled; the form says what is wrong.

/**
 * The problem with `value` for a field limited to `max` characters (and at least `min`), or null.
 * Counted as the server counts: trimmed.
 */
export function lengthError(
  label: string,
  value: string,
  { min = 0, max, trim = true }: { min?: number; max: number; trim?: boolean },
): string | null {
  const n = (trim ? value.trim() : value).length;
  if (n > max) return `${label} is ${n} characters long; at most ${max} fit. Shorten it to save.`;
  if (n === 0 && min > 0) return `${label} is required.`;
  if (n < min) return `${label} needs at least ${min} characters (${n} so far).`;
  return null;
}

/** Too long is said as soon as it is true (a paste); a missing or too-short value once saving is tried. */
export const shownLengthError = (label: string, value: string, limits: { min?: number; max: number; trim?: boolean }, tried: boolean) => {
  const error = lengthError(label, value, limits);
  return error && (tried || value.length > limits.max) ? error : null;
};
