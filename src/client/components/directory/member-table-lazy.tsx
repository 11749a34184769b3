import { lazyWithPreload } from "../../lib/lazy";

/**
 * The table view is not what the directory opens with: its code (Radix's Table and ScrollArea, the
 * sort icons) downloads when the member points at or focuses the screen, or when they switch to it.
 * The list is rendered as a deferred value, so a switch before the download keeps the cards until
 * the table can render (no fallback flashes in between).
 */
export const MemberTable = lazyWithPreload(() => import("./member-table").then((m) => m.MemberTable));
