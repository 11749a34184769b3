import { describe, expect, it } from "vitest";
import { tabForPath } from "../../src/client/components/admin/tabs";

describe("admin tab for a path", () => {
  it.each([
    ["/admin", "/admin"],
    ["/admin/onboarding", "/admin/onboarding"],
    ["/admin/debugging/", "/admin/debugging"],
    ["/admin/email-templates", "/admin/email-templates"],
    ["/admin/whatever", "/admin"],
  ])("%s shows %s", (path, tab) => expect(tabForPath(path)).toBe(tab));
});
