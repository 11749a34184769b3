import { useRouteContext, useSearch } from "@tanstack/react-router";
import type { ComponentType } from "react";
import { AccessDenied } from "./access-denied";

/**
 * A manual email page as its routes show it: to an admin, the page, starting from `?email=`; to a
 * member, 'Access Denied' rather than a redirect, so that they learn why (docs/product.md#screens).
 */
export function AdminOnlyPage({ page: Page }: { page: ComponentType<{ initialEmail?: string }> }) {
  const { user } = useRouteContext({ from: "/_authed" });
  const { email } = useSearch({ strict: false });
  return user.isAdmin ? <Page initialEmail={email} /> : <AccessDenied />;
}
