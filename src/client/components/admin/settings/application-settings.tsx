import { Button, Flex, Text, TextField } from "@radix-ui/themes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { applicationSettingsQuery, saveApplicationSettings, type ApplicationSettings } from "../../../api/admin-applications";
import { queryKeys } from "../../../api/query-keys";
import { Field, NumberField } from "../../field";
import { toast, toastError } from "../../toast";
import { shownLengthError } from "../../../lib/form-limits";
import { SettingsSection, SettingsSwitch } from "./settings-section";

/** Settings → Applications (issue 27): the login screen's "Apply to join" link and the vouch window. */
export function ApplicationSettingsForm() {
  const settings = useQuery(applicationSettingsQuery);
  return (
    <SettingsSection name="application" title="Applications" settings={settings.data}>
      {(initial) => <Form key={JSON.stringify(initial)} initial={initial} />}
    </SettingsSection>
  );
}

function Form({ initial }: { initial: ApplicationSettings }) {
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [linkText, setLinkText] = useState(initial.linkText);
  const [vouchDays, setVouchDays] = useState(String(initial.vouchDays));
  const save = useMutation({
    mutationFn: saveApplicationSettings,
    onSuccess: async (saved) => {
      toast({ title: "Settings saved", description: saved.enabled ? "Applications are open." : "Applications are closed." });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationSettingsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.config }),
      ]);
    },
    onError: (error) => toastError(error, "Failed to save the settings"),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ enabled, linkText, vouchDays: Number(vouchDays) });
  }
  return (
    <form onSubmit={submit}>
      <Flex direction="column" gap="3">
        <SettingsSwitch checked={enabled} onCheckedChange={setEnabled}>
          Let people apply to join from the login screen
        </SettingsSwitch>
        <Flex gap="3" wrap="wrap" align="end">
          <Field
            label="Link wording"
            error={shownLengthError("Link wording", linkText, { max: 40 }, false)}
            style={{ flex: "1 1 200px", minWidth: 0 }}
          >
            {(id, describedBy) => (
              <TextField.Root id={id} value={linkText} aria-describedby={describedBy} onChange={(e) => setLinkText(e.target.value)} />
            )}
          </Field>
          <NumberField
            label="Days a sponsor has to vouch"
            min={1}
            max={60}
            step={1}
            value={vouchDays}
            onValueChange={setVouchDays}
            style={{ width: 120 }}
          />
          <Button type="submit" variant="soft" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save"}
          </Button>
        </Flex>
        <Text size="1" color="gray">
          A Veteran named as sponsor gets the Vouch request email (Email tab). Applications wait on the Onboarding tab.
        </Text>
      </Flex>
    </form>
  );
}
