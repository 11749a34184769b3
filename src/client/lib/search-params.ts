// Search-param readers for the routes a visitor loads first. Plain functions, not zod:
// the login screen must stay small. The router parses `?a=true` to a boolean, hence String().
export const optionalString = (value: unknown): string | undefined =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? String(value) : undefined;

/** `?email=` of the manual processing pages: the member to start from. */
export const emailSearch = (search: Record<string, unknown>): { email?: string } => ({ email: optionalString(search.email) });
