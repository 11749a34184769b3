import { AlertDialog, Button, Flex } from "@radix-ui/themes";

interface ConfirmDialogProps {
  /** The question; null keeps the dialog closed. */
  question: string | null;
  title: string;
  confirmLabel: string;
  pending?: boolean;
  pendingLabel?: string;
  /** Red for what cannot be undone; the accent colour for what merely goes out. */
  color?: "red" | "orange";
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone. */
export function ConfirmDialog({
  question,
  title,
  confirmLabel,
  pending = false,
  pendingLabel = "Deleting...",
  color = "red",
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={question !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{question}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <Button color={color} onClick={onConfirm} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
