import { Button, Flex, Text } from "@radix-ui/themes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { reminderSettingsQuery, saveReminderSettings, type ReminderSettings } from "../../../api/admin";
import { toast, toastError } from "../../toast";
import { NumberField } from "../../field";
import { SettingsSection, SettingsSwitch } from "./settings-section";

/** Settings → Invitation reminders (issue 14): sent by the scheduled sweep with the `reminder` template. */
export function ReminderSettingsForm() {
  const settings = useQuery(reminderSettingsQuery);
  return (
    <SettingsSection name="reminder" title="Invitation reminders" settings={settings.data}>
      {(initial) => <Form key={JSON.stringify(initial)} initial={initial} />}
    </SettingsSection>
  );
}

function Form({ initial }: { initial: ReminderSettings }) {
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [days, setDays] = useState(String(initial.days));
  const [max, setMax] = useState(String(initial.max));
  const save = useMutation({
    mutationFn: saveReminderSettings,
    onSuccess: async () => {
      toast({ title: "Settings saved", description: "Invitation reminders updated." });
      await queryClient.invalidateQueries({ queryKey: reminderSettingsQuery.queryKey });
    },
    onError: (error) => toastError(error, "Failed to save the settings"),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ enabled, days: Number(days), max: Number(max) });
  }
  return (
    <form onSubmit={submit}>
      <Flex direction="column" gap="3">
        <SettingsSwitch checked={enabled} onCheckedChange={setEnabled}>
          Remind members who have not answered their invitation
        </SettingsSwitch>
        <Flex gap="3" wrap="wrap" align="end">
          <NumberField
            label="Days before each reminder"
            min={1}
            max={60}
            step={1}
            value={days}
            onValueChange={setDays}
            disabled={!enabled}
            style={{ width: 120 }}
          />
          <NumberField
            label="Reminders at most"
            min={0}
            max={5}
            step={1}
            value={max}
            onValueChange={setMax}
            disabled={!enabled}
            style={{ width: 120 }}
          />
          <Button type="submit" variant="soft" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save"}
          </Button>
        </Flex>
        <Text size="1" color="gray">
          Reminders use the Reminder template (Email tab) and stop as soon as the member replies or has a profile.
        </Text>
      </Flex>
    </form>
  );
}
