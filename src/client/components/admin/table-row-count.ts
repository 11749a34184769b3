/**
 * A ref that puts aria-rowcount on the <table> inside a Radix Table.Root (which would put it on its
 * wrapping div, where it is not allowed): virtualised tables render only some of their rows.
 */
export const tableRowCount = (count: number) => (root: HTMLDivElement | null) => {
  root?.querySelector("table")?.setAttribute("aria-rowcount", String(count));
};
