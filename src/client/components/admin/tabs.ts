export const ADMIN_TABS = [
  { path: "/admin", label: "Members" },
  { path: "/admin/onboarding", label: "Onboarding" },
  { path: "/admin/accommodations", label: "Accommodations" },
  { path: "/admin/types", label: "Types" },
  { path: "/admin/debugging", label: "Debug" },
  { path: "/admin/email-templates", label: "Email" },
] as const;

/** The tab for a path; unknown dashboard paths fall back to the members tab (SPEC §2). */
export const tabForPath = (pathname: string) =>
  ADMIN_TABS.find((tab) => tab.path !== "/admin" && pathname.replace(/\/+$/, "") === tab.path)?.path ?? "/admin";
