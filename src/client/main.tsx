// Radix Themes' CSS in parts instead of styles.css: only the colour scales the app uses (accent
// orange, gray sand, and every color="…" in src/client), which keeps ~22 unused scales out of
// every page. A new color="…" needs its scale here, or it renders without colour.
import "virtual:radix-css/layers.css";
import "@radix-ui/themes/tokens/colors/gray.css";
import "@radix-ui/themes/tokens/colors/sand.css";
import "@radix-ui/themes/tokens/colors/orange.css";
import "@radix-ui/themes/tokens/colors/amber.css";
import "@radix-ui/themes/tokens/colors/blue.css";
import "@radix-ui/themes/tokens/colors/green.css";
import "@radix-ui/themes/tokens/colors/pink.css";
import "@radix-ui/themes/tokens/colors/red.css";
import "@radix-ui/themes/tokens/colors/violet.css";
import "@radix-ui/themes/tokens/base.css";
import "@radix-ui/themes/utilities.css";
import "./styles.css";
import { Theme } from "@radix-ui/themes";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { authStatusQuery } from "./api/auth";
import { membersQuery } from "./api/members";
import { toast } from "./components/toast";
import { Toaster } from "./components/toaster";
import { UpdatePrompt } from "./components/update-prompt";
import { forgetOfflineData, watchConnectivity } from "./api/offline";
import { queryClient } from "./lib/query-client";
import { registerServiceWorker } from "./lib/service-worker";
import { SESSION_ENDED, setSessionLostHandler } from "./lib/session";
import { routeTree } from "../../generated/routeTree.gen";

const router = createRouter({ routeTree, context: { queryClient }, defaultPreload: "intent", scrollRestoration: true });
// The first screen's code downloads while the session is checked, not after it (the router would
// wait for the guards' beforeLoad): one round trip less before the directory paints. A visitor
// sent on to the login screen has then fetched the directory they see right after signing in.
for (const route of router.getMatchedRoutes(window.location.pathname)[0]) void router.loadRouteChunk(route);

// The session is gone (member deleted, session ended): this device's copies of member data go too.
setSessionLostHandler(() => {
  localStorage.removeItem("simpleAuth");
  void forgetOfflineData();
  toast({ ...SESSION_ENDED, variant: "destructive" });
  void router.navigate({ to: "/auth", replace: true });
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

registerServiceWorker(queryClient);
// Back online: who is signed in first (it decides whose copies stay), then the directory syncs.
watchConnectivity(async () => {
  await queryClient.refetchQueries({ queryKey: authStatusQuery.queryKey });
  await queryClient.invalidateQueries({ queryKey: membersQuery.queryKey });
});

// React renders the app in a task of its own (its scheduler's), not inside the scripts' evaluation,
// which is one long task on a slow phone already.
// Solid panels: Radix's default, translucent, puts a 64 px backdrop blur behind every card, table
// and dialog, which the phone redraws on each frame the list changes (20 ms a frame with a dozen
// cards in software here; docs/decisions/014).
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Theme accentColor="orange" grayColor="sand" radius="large" panelBackground="solid">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
        <UpdatePrompt />
      </QueryClientProvider>
    </Theme>
  </StrictMode>,
);
