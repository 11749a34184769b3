import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { configQuery } from "../api/auth";

/** Titles every screen "Admin · Onboarding — Camp Mirage" (WCAG 2.4.2), the camp's name from /api/config. */
export function useDocumentTitle(page: string) {
  const campName = useQuery(configQuery).data?.campName;
  useEffect(() => {
    document.title = campName ? `${page} — ${campName}` : page;
  }, [page, campName]);
}
