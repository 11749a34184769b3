import { Button, Card, Checkbox, Flex, Grid, Heading, Text, TextArea, TextField } from "@radix-ui/themes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { duesKeys, saveDuesSettings, type DuesOverview } from "../../../api/dues";
import { Field, NumberField } from "../../field";
import { toast, toastError } from "../../toast";
import { shownLengthError } from "../../../lib/form-limits";

type Settings = DuesOverview["settings"];

/** Currency, how to pay, and the reminder schedule for the season's dues. */
export function DuesSettingsForm({ settings }: { settings: Settings }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    currency: settings.currency,
    payLink: settings.payLink ?? "",
    instructions: settings.instructions ?? "",
    dueDate: settings.dueDate ?? "",
    remindersEnabled: settings.remindersEnabled,
    remindEveryDays: String(settings.remindEveryDays),
    remindMax: String(settings.remindMax),
  });
  const remindersId = useId();
  const set = (key: keyof typeof values) => (value: string | boolean) => setValues((v) => ({ ...v, [key]: value }));
  const save = useMutation({
    mutationFn: () =>
      saveDuesSettings({
        currency: values.currency,
        payLink: values.payLink,
        instructions: values.instructions,
        dueDate: values.dueDate,
        remindersEnabled: values.remindersEnabled,
        remindEveryDays: Number(values.remindEveryDays),
        remindMax: Number(values.remindMax),
      }),
    onSuccess: async () => {
      toast({ title: "Dues Settings Saved", description: "The season's dues settings have been updated." });
      await queryClient.invalidateQueries({ queryKey: duesKeys.overview });
    },
    onError: (error) => toastError(error, "Could not save the dues settings"),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <Card asChild>
      <form onSubmit={submit} aria-labelledby={`${remindersId}-title`} data-testid="dues-settings">
        <Heading as="h3" size="3" mb="3" id={`${remindersId}-title`}>
          Settings
        </Heading>
        <Grid columns={{ initial: "1", sm: "3" }} gap="3">
          <Field label="Currency (ISO code)" error={shownLengthError("Currency", values.currency, { max: 3 }, false)}>
            {(id, describedBy) => (
              <TextField.Root
                id={id}
                name="currency"
                aria-describedby={describedBy}
                value={values.currency}
                onChange={(e) => set("currency")(e.target.value)}
              />
            )}
          </Field>
          <Field label="Pay link (https://…)" error={shownLengthError("Pay link", values.payLink, { max: 500 }, false)}>
            {(id, describedBy) => (
              <TextField.Root
                id={id}
                name="payLink"
                type="url"
                aria-describedby={describedBy}
                value={values.payLink}
                onChange={(e) => set("payLink")(e.target.value)}
              />
            )}
          </Field>
          <Field label="Due date">
            {(id) => (
              <TextField.Root id={id} name="dueDate" type="date" value={values.dueDate} onChange={(e) => set("dueDate")(e.target.value)} />
            )}
          </Field>
        </Grid>
        <Field label="How to pay (shown to members)" error={shownLengthError("How to pay", values.instructions, { max: 2000 }, false)}>
          {(id, describedBy) => (
            <TextArea
              id={id}
              name="instructions"
              rows={2}
              aria-describedby={describedBy}
              value={values.instructions}
              onChange={(e) => set("instructions")(e.target.value)}
            />
          )}
        </Field>
        <Flex gap="3" wrap="wrap" align="end" mt="3">
          <Text as="label" size="2" htmlFor={remindersId}>
            <Flex gap="2" align="center" minHeight="var(--space-6)">
              <Checkbox id={remindersId} checked={values.remindersEnabled} onCheckedChange={(c) => set("remindersEnabled")(c === true)} />
              Email reminders to members who have not paid
            </Flex>
          </Text>
          <NumberField
            label="Every (days)"
            name="remindEveryDays"
            min={1}
            max={60}
            value={values.remindEveryDays}
            onValueChange={set("remindEveryDays")}
          />
          <NumberField
            label="At most (reminders)"
            name="remindMax"
            min={0}
            max={10}
            value={values.remindMax}
            onValueChange={set("remindMax")}
          />
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save settings"}
          </Button>
        </Flex>
        <Text as="p" size="1" color="gray" mt="2">
          Reminders go out from the due date, then every so many days, to members coming who have not paid in full and are not waived.
        </Text>
      </form>
    </Card>
  );
}
