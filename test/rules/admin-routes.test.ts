import { createMemoryHistory, createRouter } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { routeTree } from "../../generated/routeTree.gen";

// Which route file answers an admin path: the file-based route tree itself, as the app's router matches it.
const router = createRouter({ routeTree, history: createMemoryHistory(), context: { queryClient: undefined as never } });
const routeIds = (path: string) => router.matchRoutes(path, {}).map((match) => match.routeId);

describe("admin routes", () => {
  it.each([
    ["/admin", "/_authed/admin/_dashboard/"],
    ["/admin/onboarding", "/_authed/admin/_dashboard/onboarding"],
    ["/admin/accommodations", "/_authed/admin/_dashboard/accommodations"],
    ["/admin/types", "/_authed/admin/_dashboard/types"],
    ["/admin/debugging/", "/_authed/admin/_dashboard/debugging"],
    ["/admin/email-templates", "/_authed/admin/_dashboard/email-templates"],
    // Unknown dashboard paths show the members tab (docs/product.md#screens).
    ["/admin/whatever", "/_authed/admin/_dashboard/$"],
    ["/admin/onboarding/more", "/_authed/admin/_dashboard/$"],
  ])("%s is the dashboard tab %s", (path, tab) => {
    expect(routeIds(path)).toEqual(["__root__", "/_authed", "/_authed/admin", "/_authed/admin/_dashboard", tab]);
  });

  it.each([
    ["/admin/manual-email", ["__root__", "/_authed", "/_authed/admin", "/_authed/admin/manual-email"]],
    ["/admin/manual-processing", ["__root__", "/_authed", "/_authed/admin", "/_authed/admin/manual-processing"]],
    ["/manual-processing", ["__root__", "/_authed", "/_authed/manual-processing"]],
  ])("%s is a manual page outside the dashboard (it answers members itself)", (path, ids) => {
    expect(routeIds(path)).toEqual(ids);
  });
});
