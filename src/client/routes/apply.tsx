import { createFileRoute } from "@tanstack/react-router";
import { ApplyPage } from "../components/apply/apply-page";

// The public application form (issue 27). Its code is split from the entry (the router plugin
// splits every route but the first screens, see vite.config.ts): the login screen only links here.
export const Route = createFileRoute("/apply")({ component: ApplyPage });
