import { Cross2Icon } from "@radix-ui/react-icons";
import { Box, Dialog, IconButton, Tabs } from "@radix-ui/themes";
import type { RefObject } from "react";
import { AdminLoginForm } from "./admin-login-form";
import { MemberLoginForm } from "./member-login-form";

interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  campName: string;
  /** The id the ENTER button names in aria-controls while the dialog is open. */
  contentId: string;
  /** The ENTER button, which gets the focus back on close as a Dialog.Trigger would. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The sign-in dialog behind the login screen's ENTER button, with the member and admin forms. */
export function LoginDialog({ open, onOpenChange, campName, contentId, trigger }: LoginDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        id={contentId}
        maxWidth="440px"
        // Opens on the email field, not on the Member tab: what a visitor came to type.
        onOpenAutoFocus={(event) => {
          const email = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>('input[name="email"]');
          if (!email) return;
          event.preventDefault();
          email.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <Dialog.Close>
          <IconButton variant="ghost" color="gray" aria-label="Close" className="dialog-corner-close">
            <Cross2Icon />
          </IconButton>
        </Dialog.Close>
        <Dialog.Title align="center">{campName}</Dialog.Title>
        <Dialog.Description align="center" size="2" color="gray" mb="4">
          Access Camp Directory
        </Dialog.Description>
        <Tabs.Root defaultValue="member">
          <Tabs.List justify="center">
            <Tabs.Trigger value="member">Member</Tabs.Trigger>
            <Tabs.Trigger value="admin">Admin</Tabs.Trigger>
          </Tabs.List>
          <Box pt="4">
            <Tabs.Content value="member">
              <MemberLoginForm />
            </Tabs.Content>
            <Tabs.Content value="admin">
              <AdminLoginForm />
            </Tabs.Content>
          </Box>
        </Tabs.Root>
      </Dialog.Content>
    </Dialog.Root>
  );
}
