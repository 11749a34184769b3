// Intl objects built on first use, not while a module evaluates: the first one a page builds loads
// ICU's data (12–19 ms of main thread on this project's benchmark machine, several times that on a
// slow phone). The directory warms them in tasks of their own while it waits for the list
// (client/lib/warm-intl.ts), so that cost never lengthens the script's evaluation or a render.

/** `make()` once, on the first call. */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** Names and text the way people sort them: case and accents aside, "Camp 9" before "Camp 10". */
export const collator = once(() => new Intl.Collator("en", { sensitivity: "base", numeric: true }));
