import { FileTextIcon } from "@radix-ui/react-icons";
import { Button, DropdownMenu, Flex, Text } from "@radix-ui/themes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState, type SyntheticEvent } from "react";
import type { WorkflowStatus } from "../../../../shared/onboarding";
import { displayName } from "../../../../shared/profile";
import { manualProfileUpdate, requestMissingInformation, sendInvite, sendWelcome } from "../../../api/onboarding";
import { manualUpdateHint, onboardingActions, updatedFieldsText, welcomeActionLabel } from "../../../lib/onboarding";
import { toast, toastError } from "../../toast";
import { refreshAfter } from "../../../api/query-keys";

type Action = "invite" | "resend" | "missing" | "manual" | "welcome";

/** One call per action, each with its toasts (docs/product.md#messages). */
async function run(action: Action, m: WorkflowStatus) {
  const name = displayName(m);
  switch (action) {
    case "invite":
    case "resend":
      await sendInvite(m.id);
      return toast({
        title: "Invite Sent",
        description: `${action === "resend" ? "The invitation was sent again" : "An invitation has been sent"} to ${m.email}.`,
      });
    case "missing":
      await requestMissingInformation(m.id);
      return toast({
        title: "Missing Information Request Sent",
        description: `${name} has been asked for the missing profile information.`,
      });
    case "manual": {
      const result = await manualProfileUpdate(m.email);
      if (result.updatedFields.length === 0 && !result.profileCreated) {
        // Not a failure, but not an update either: say so rather than "updated successfully".
        return toast({
          title: "No profile information found",
          description: `Nothing could be extracted from ${result.memberName}'s reply. Paste their email into manual processing instead.`,
        });
      }
      return toast({ title: "Profile updated successfully", description: updatedFieldsText(result) });
    }
    case "welcome":
      await sendWelcome(m.id);
      return toast({ title: "Email sent successfully", description: `The welcome email with a sign-in link has been sent to ${m.email}.` });
  }
}

const FAILURE: Record<Action, { title: string; fallback: string }> = {
  invite: { title: "Error", fallback: "Failed to send invitation" },
  resend: { title: "Error", fallback: "Failed to send invitation" },
  missing: { title: "Error", fallback: "Failed to send the missing information request" },
  manual: { title: "Manual profile update failed", fallback: "The stored reply could not be processed" },
  welcome: { title: "Error", fallback: "Failed to send the welcome email" },
};

interface RowActionsProps {
  member: WorkflowStatus;
  onViewLogs: (m: WorkflowStatus) => void;
}

/**
 * A row's actions. Until first used, "Actions" is a plain button: a screenful of rows mounts on
 * every search keystroke, and a Radix menu plus a mutation per row made that measurably slower
 * (issue 12, bench). The first press mounts the real menu, already open.
 */
export function RowActions({ member, onViewLogs }: RowActionsProps) {
  const [used, setUsed] = useState(false);
  if (used) return <RowActionsMenu member={member} onViewLogs={onViewLogs} />;
  const name = displayName(member);
  const open = (event: SyntheticEvent) => {
    event.preventDefault();
    setUsed(true);
  };
  return (
    <Flex gap="2" justify="end" wrap="nowrap">
      <LogsButton name={name} onClick={() => onViewLogs(member)} />
      <Button
        size="1"
        variant="soft"
        aria-label={`Onboarding actions for ${name}`}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerDown={(e) => e.button === 0 && !e.ctrlKey && open(e)}
        onKeyDown={(e) => ["Enter", " ", "ArrowDown"].includes(e.key) && open(e)}
      >
        Actions <DropdownMenu.TriggerIcon />
      </Button>
    </Flex>
  );
}

const LogsButton = ({ name, onClick }: { name: string; onClick: () => void }) => (
  <Button size="1" variant="soft" color="gray" onClick={onClick} aria-label={`View email processing logs for ${name}`}>
    <FileTextIcon aria-hidden /> Logs
  </Button>
);

/** The real menu, enabled by the shared onboarding rules (src/shared/onboarding.ts). */
function RowActionsMenu({ member, onViewLogs }: RowActionsProps) {
  const [open, setOpen] = useState(true);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const name = displayName(member);
  const allowed = onboardingActions(member);
  const mutation = useMutation({
    mutationFn: (action: Action) => run(action, member),
    onError: (error, action) => toastError(error, FAILURE[action].fallback, FAILURE[action].title),
    onSettled: () => refreshAfter(queryClient, "onboarding"),
  });
  const act = (action: Action) => () => mutation.mutate(action);

  return (
    <Flex gap="2" justify="end" wrap="nowrap">
      <LogsButton name={name} onClick={() => onViewLogs(member)} />
      <DropdownMenu.Root open={open} onOpenChange={setOpen}>
        <DropdownMenu.Trigger disabled={mutation.isPending}>
          <Button size="1" variant="soft" aria-label={`Onboarding actions for ${name}`} loading={mutation.isPending}>
            Actions <DropdownMenu.TriggerIcon />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="end" size="2">
          <DropdownMenu.Label>{name}</DropdownMenu.Label>
          <DropdownMenu.Item disabled={!allowed.sendInvite} onSelect={act("invite")}>
            Send initial invitation
          </DropdownMenu.Item>
          <DropdownMenu.Item disabled={!allowed.resendInvite} onSelect={act("resend")}>
            Resend invitation
          </DropdownMenu.Item>
          <DropdownMenu.Item disabled={!allowed.requestMissingInfo} onSelect={act("missing")}>
            Request missing information
          </DropdownMenu.Item>
          <DropdownMenu.Separator />
          <DropdownMenu.Item disabled={!allowed.manualUpdate} onSelect={act("manual")} textValue="Manual profile update by email">
            <Flex direction="column">
              <span>Manual profile update by email</span>
              <Text size="1" color="gray">
                {manualUpdateHint(member)}
              </Text>
            </Flex>
          </DropdownMenu.Item>
          <DropdownMenu.Item onSelect={() => navigate({ to: "/admin/manual-processing", search: { email: member.email } })}>
            Paste a reply for this member…
          </DropdownMenu.Item>
          <DropdownMenu.Separator />
          <DropdownMenu.Item disabled={!allowed.sendWelcome} onSelect={act("welcome")}>
            {welcomeActionLabel(member)} (sign-in link)
          </DropdownMenu.Item>
          <DropdownMenu.Separator />
          <DropdownMenu.Item onSelect={() => onViewLogs(member)}>View email processing logs</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </Flex>
  );
}
