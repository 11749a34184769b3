import "./admin.css";
import { ArrowLeftIcon, EnvelopeClosedIcon, ExitIcon, GearIcon } from "@radix-ui/react-icons";
import { Button, Container, Flex, Heading, TabNav } from "@radix-ui/themes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useLocation } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState } from "react";
import { refreshAfterChange, sendAllInvites } from "../../api/admin";
import { errorMessage } from "../../api/client";
import { membersQuery } from "../../api/members";
import { ConfirmDialog } from "./confirm-dialog";
import { useLogout } from "../app-header";
import { announce } from "../../lib/announce";
import { useDocumentTitle } from "../../lib/document-title";
import { MAIN_PROPS } from "../skip-link";
import { toast } from "../toast";
import { AccommodationsTab } from "./accommodations-tab";
import { MembersTab } from "./members-tab";
import { DebugTab } from "./debug/debug-tab";
import { EmailTemplatesTab } from "./email-templates/email-templates-tab";
import { OnboardingTab } from "./onboarding/onboarding-tab";
import { SettingsPanel } from "./settings-panel";
import { StatCards } from "./stat-cards";
import { ADMIN_TABS, tabForPath } from "./tabs";
import { TypesTab } from "./types-tab";

export function AdminDashboard() {
  const { pathname } = useLocation();
  const active = tabForPath(pathname);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsId = useId();
  const tabs = useRef<HTMLElement>(null);
  const section = useRef<HTMLDivElement>(null);
  const label = ADMIN_TABS.find((tab) => tab.path === active)?.label ?? "Members";
  useDocumentTitle(`Admin · ${label}`);
  // On a phone the tab bar scrolls: keep the active tab in view.
  useEffect(() => {
    tabs.current?.querySelector("[data-active]")?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [active]);
  // After a section is chosen from the tab bar, focus goes to its heading (WCAG 2.4.3) and the change is announced.
  useEffect(() => {
    if (chosenSection !== active) return;
    return focusFirstHeading(section.current, () => (chosenSection = null));
  }, [active]);
  return (
    <Container size="4" px={{ initial: "3", sm: "4" }} pb="8">
      <DashboardHeader settingsOpen={settingsOpen} onToggleSettings={() => setSettingsOpen((open) => !open)} settingsId={settingsId} />
      <main {...MAIN_PROPS}>
        {settingsOpen && <SettingsPanel id={settingsId} />}
        <StatCards />
        <TabNav.Root mb="4" aria-label="Admin sections" className="admin-tabs" ref={tabs}>
          {ADMIN_TABS.map((tab) => {
            const current = tab.path === active;
            // Only the current section is the page: TanStack's own aria-current matches "/admin" on every section.
            const linkProps = { "aria-current": current ? ("page" as const) : undefined, activeOptions: { exact: true }, onClick: () => chooseSection(current ? null : tab) };
            return (
              <TabNav.Link key={tab.path} asChild active={current}>
                {tab.path === "/admin" ? (
                  <Link to="/admin" {...linkProps}>
                    {tab.label}
                  </Link>
                ) : (
                  <Link to="/admin/$" params={{ _splat: tab.path.slice("/admin/".length) }} {...linkProps}>
                    {tab.label}
                  </Link>
                )}
              </TabNav.Link>
            );
          })}
        </TabNav.Root>
        <div ref={section}>
          {/* Sections without a visible title of their own get one for screen readers (and for the focus above). */}
          {UNTITLED_TABS.has(active) && <h2 className="visually-hidden">{label}</h2>}
          <TabContent tab={active} />
        </div>
      </main>
    </Container>
  );
}

/**
 * The section whose tab link was just followed, until its heading has focus and the user moves on.
 * Module state, not a ref: /admin and /admin/$ are different routes, so the dashboard that renders
 * the new section may be a new instance (and the old one may render it once before it unmounts).
 */
let chosenSection: string | null = null;
function chooseSection(tab: (typeof ADMIN_TABS)[number] | null) {
  chosenSection = tab?.path ?? null;
  if (tab) announce(`${tab.label} section`);
}

const UNTITLED_TABS = new Set<string>(["/admin", "/admin/onboarding", "/admin/debugging"]);

/**
 * Focuses the section's first heading once it is rendered and shown (tabs load their data and code
 * first), and again if focus falls to the page body while the section settles (the old tab bar
 * unmounts, Suspense swaps content). Stops after ten seconds or as soon as the user acts.
 */
function focusFirstHeading(container: HTMLElement | null, onDone: () => void) {
  if (!container) return;
  // Until the user acts, nothing else should hold focus: the tab link they followed is being replaced.
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
  // Unmounting cancels (a newer instance takes over); the user acting or the time running out ends it.
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
  const stop = () => (cancel(), onDone());
  document.addEventListener("keydown", stop, true);
  document.addEventListener("pointerdown", stop, true);
  const timeout = setTimeout(stop, 10_000);
  return cancel;
}

function TabContent({ tab }: { tab: ReturnType<typeof tabForPath> }) {
  switch (tab) {
    case "/admin":
      return <MembersTab />;
    case "/admin/accommodations":
      return <AccommodationsTab />;
    case "/admin/types":
      return <TypesTab />;
    case "/admin/debugging":
      return <DebugTab />;
    case "/admin/onboarding":
      return <OnboardingTab />;
    case "/admin/email-templates":
      return <EmailTemplatesTab />;
  }
}

function DashboardHeader({ settingsOpen, onToggleSettings, settingsId }: { settingsOpen: boolean; onToggleSettings: () => void; settingsId: string }) {
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
      if (failures.length === 0 && sent === 0) toast({ title: "No Invites to Send", description: "Every member has already been invited." });
      else if (failures.length === 0) toast({ title: "Invites Sent", description: "All pending invitations have been sent." });
      else {
        const n = failures.length;
        toast({ title: "Error", description: `${n} invitation${n === 1 ? "" : "s"} could not be sent: ${failures[0].message}`, variant: "destructive" });
      }
      await refreshAfterChange(queryClient);
    },
    onError: (error) => toast({ title: "Error", description: errorMessage(error, "Failed to send invites"), variant: "destructive" }),
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
        <Button variant={settingsOpen ? "solid" : "soft"} color="gray" aria-expanded={settingsOpen} aria-controls={settingsOpen ? settingsId : undefined} onClick={onToggleSettings}>
          <GearIcon /> Settings
        </Button>
        <Button variant="outline" color="gray" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <ExitIcon /> Logout
        </Button>
      </Flex>
      <ConfirmDialog
        title="Send Invites"
        question={confirming === null ? null : `Send an invitation email to ${confirming} member${confirming === 1 ? "" : "s"} who ha${confirming === 1 ? "s" : "ve"} not been invited yet?`}
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
