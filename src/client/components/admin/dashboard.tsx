import "./admin.css";
import { ArrowLeftIcon, EnvelopeClosedIcon, ExitIcon, GearIcon } from "@radix-ui/react-icons";
import { Button, Container, Flex, Heading, TabNav } from "@radix-ui/themes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, Outlet, useMatchRoute } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState } from "react";
import { sendAllInvites } from "../../api/admin";
import { membersQuery } from "../../api/members";
import { ConfirmDialog } from "./confirm-dialog";
import { useLogout } from "../app-header";
import { announce } from "../../lib/announce";
import { useDocumentTitle } from "../../lib/document-title";
import { MAIN_PROPS } from "../skip-link";
import { toast, toastError } from "../toast";
import { SettingsPanel } from "./settings-panel";
import { StatCards } from "./stat-cards";
import { refreshAfter } from "../../api/query-keys";

/** The tab bar, in order. Each tab is a route file under routes/_authed/admin/_dashboard. */
const TABS = [
  // Members, Onboarding and Debug have no visible title of their own: they get one for screen readers.
  { to: "/admin", label: "Members", untitled: true },
  { to: "/admin/onboarding", label: "Onboarding", untitled: true },
  { to: "/admin/accommodations", label: "Accommodations" },
  { to: "/admin/types", label: "Types" },
  { to: "/admin/season", label: "Season" },
  { to: "/admin/debugging", label: "Debug", untitled: true },
  { to: "/admin/email-templates", label: "Email" },
  { to: "/admin/dues", label: "Dues" },
] as const;
type Tab = (typeof TABS)[number];

/** The layout of every dashboard tab: it stays mounted while the tab below it changes. */
export function AdminDashboard() {
  const matchRoute = useMatchRoute();
  // Any other path under /admin is the members tab (the $ route shows it).
  const active: Tab = TABS.find((tab) => matchRoute({ to: tab.to })) ?? TABS[0];
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsId = useId();
  const tabs = useRef<HTMLElement>(null);
  const section = useRef<HTMLDivElement>(null);
  // The tab whose link was just followed, until its heading has focus and the user moves on.
  const chosen = useRef<Tab | null>(null);
  useDocumentTitle(`Admin · ${active.label}`);
  // On a phone the tab bar scrolls: keep the active tab in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the active tab changes; the tab bar is a ref
  useEffect(() => {
    tabs.current?.querySelector("[data-active]")?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [active]);
  // After a section is chosen from the tab bar, focus goes to its heading (WCAG 2.4.3) and the change is announced.
  useEffect(() => {
    if (chosen.current !== active) return;
    return focusFirstHeading(section.current, () => (chosen.current = null));
  }, [active]);
  const choose = (tab: Tab | null) => {
    chosen.current = tab;
    if (tab) announce(`${tab.label} section`);
  };
  return (
    <Container size="4" px={{ initial: "3", sm: "4" }} pb="8">
      <DashboardHeader settingsOpen={settingsOpen} onToggleSettings={() => setSettingsOpen((open) => !open)} settingsId={settingsId} />
      <main {...MAIN_PROPS}>
        {settingsOpen && <SettingsPanel id={settingsId} />}
        <StatCards />
        <TabNav.Root mb="4" aria-label="Admin sections" className="admin-tabs" ref={tabs}>
          {TABS.map((tab) => {
            const current = tab === active;
            return (
              <TabNav.Link key={tab.to} asChild active={current}>
                {/* Only the current section is the page: TanStack's own aria-current would also mark Members on /admin/<unknown>. */}
                <Link
                  to={tab.to}
                  aria-current={current ? "page" : undefined}
                  activeOptions={{ exact: true }}
                  onClick={() => choose(current ? null : tab)}
                >
                  {tab.label}
                </Link>
              </TabNav.Link>
            );
          })}
        </TabNav.Root>
        <div ref={section}>
          {"untitled" in active && <h2 className="visually-hidden">{active.label}</h2>}
          <Outlet />
        </div>
      </main>
    </Container>
  );
}

/**
 * Focuses the section's first heading once it is rendered and shown (tabs load their data and code
 * first), and again if focus falls to the page body while the section settles (the old section
 * is replaced, Suspense swaps content). Stops after ten seconds or as soon as the user acts.
 */
function focusFirstHeading(container: HTMLElement | null, onDone: () => void) {
  if (!container) return;
  // Until the user acts, nothing else should hold focus: the section under the tab link they followed is being replaced.
  let cancelled = false;
  const tryFocus = () => {
    const target = cancelled ? null : heading();
    if (!target || document.activeElement === target) return;
    target.tabIndex = -1;
    target.focus();
  };
  const heading = () => container.querySelector<HTMLElement>("h2, h3");
  const observer = new MutationObserver(tryFocus);
  const onFocusOut = (event: FocusEvent) => !event.relatedTarget && setTimeout(tryFocus);
  // Cleanup cancels (another section was chosen); the user acting or the time running out ends it.
  const cancel = () => {
    cancelled = true;
    observer.disconnect();
    clearTimeout(timeout);
    document.removeEventListener("focusout", onFocusOut);
    document.removeEventListener("keydown", stop, true);
    document.removeEventListener("pointerdown", stop, true);
  };
  tryFocus();
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["style", "hidden"] });
  document.addEventListener("focusout", onFocusOut);
  const stop = () => {
    cancel();
    onDone();
  };
  document.addEventListener("keydown", stop, true);
  document.addEventListener("pointerdown", stop, true);
  const timeout = setTimeout(stop, 10_000);
  return cancel;
}

function DashboardHeader({
  settingsOpen,
  onToggleSettings,
  settingsId,
}: {
  settingsOpen: boolean;
  onToggleSettings: () => void;
  settingsId: string;
}) {
  const queryClient = useQueryClient();
  const signOut = useLogout();
  const members = useQuery(membersQuery);
  const [confirming, setConfirming] = useState<number | null>(null);
  // Who "Send Invites" would mail: not invited yet and no profile (the server picks the same).
  const waiting = (members.data ?? []).filter((m) => !m.inviteSent && !m.profileCreated).length;
  const askToSend = () => {
    if (waiting === 0) toast({ title: "No Invites to Send", description: "Every member has already been invited." });
    else setConfirming(waiting);
  };
  const invites = useMutation({
    mutationFn: sendAllInvites,
    onSettled: () => setConfirming(null),
    onSuccess: async ({ sent, failures }) => {
      if (failures.length === 0 && sent === 0)
        toast({ title: "No Invites to Send", description: "Every member has already been invited." });
      else if (failures.length === 0) toast({ title: "Invites Sent", description: "All pending invitations have been sent." });
      else {
        const n = failures.length;
        toast({
          title: "Error",
          description: `${n} invitation${n === 1 ? "" : "s"} could not be sent: ${failures[0].message}`,
          variant: "destructive",
        });
      }
      await refreshAfter(queryClient, "members");
    },
    onError: (error) => toastError(error, "Failed to send invites"),
  });
  return (
    <Flex align="center" justify="between" gap="3" wrap="wrap" py="4">
      <Heading as="h1" size={{ initial: "6", sm: "7" }}>
        Admin Dashboard
      </Heading>
      <Flex gap="2" wrap="wrap">
        <Button asChild variant="soft">
          <Link to="/">
            <ArrowLeftIcon /> Back to Members
          </Link>
        </Button>
        <Button onClick={askToSend} disabled={invites.isPending}>
          <EnvelopeClosedIcon /> {invites.isPending ? "Sending..." : "Send Invites"}
        </Button>
        <Button
          variant={settingsOpen ? "solid" : "soft"}
          color="gray"
          aria-expanded={settingsOpen}
          aria-controls={settingsOpen ? settingsId : undefined}
          onClick={onToggleSettings}
        >
          <GearIcon /> Settings
        </Button>
        <Button variant="outline" color="gray" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <ExitIcon /> Logout
        </Button>
      </Flex>
      <ConfirmDialog
        title="Send Invites"
        question={
          confirming === null
            ? null
            : `Send an invitation email to ${confirming} member${confirming === 1 ? "" : "s"} who ha${confirming === 1 ? "s" : "ve"} not been invited yet?`
        }
        confirmLabel={`Send ${confirming} Invitation${confirming === 1 ? "" : "s"}`}
        pendingLabel="Sending..."
        color="orange"
        pending={invites.isPending}
        onConfirm={() => invites.mutate()}
        onCancel={() => setConfirming(null)}
      />
    </Flex>
  );
}
