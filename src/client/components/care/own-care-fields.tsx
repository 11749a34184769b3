import { Callout, Flex, Grid, Text, TextArea, TextField } from "@radix-ui/themes";
import { CARE_LIMITS } from "../../../shared/care-fields";
import type { CareFormValues } from "../../lib/care-form";
import { Field } from "../field";
import { shownLengthError } from "../../lib/form-limits";

interface OwnCareFieldsProps {
  values: CareFormValues | null;
  failed: boolean;
  errors: Partial<Record<keyof CareFormValues, string>>;
  set: (key: keyof CareFormValues) => (value: string) => void;
}

/** Edit Profile → Care details, the member's own (issue 26). */
export function OwnCareFields({ values, failed, errors, set }: OwnCareFieldsProps) {
  if (failed)
    return (
      <Callout.Root color="amber" role="alert">
        <Callout.Text>Your care details could not be loaded. Try again when you're online.</Callout.Text>
      </Callout.Root>
    );
  if (!values) return <Text size="2">Loading your care details…</Text>;
  const input = (label: string, key: "emergencyName" | "emergencyRelation" | "emergencyPhone", autoComplete?: string) => (
    <Field label={label} error={errors[key] ?? shownLengthError(label, values[key], { max: CARE_LIMITS[key] }, false)}>
      {(id, describedBy) => (
        <TextField.Root
          id={id}
          name={key}
          type={key === "emergencyPhone" ? "tel" : "text"}
          autoComplete={autoComplete}
          value={values[key]}
          onChange={(e) => set(key)(e.target.value)}
          aria-invalid={Boolean(errors[key])}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
  return (
    <Flex direction="column" gap="3" data-testid="care-details">
      <Text size="2" color="gray">
        Only you and the camp admins see these. Each time an admin reads your medical note, it is recorded.
      </Text>
      <Grid columns={{ initial: "1", sm: "3" }} gap="3">
        {input("Emergency contact name", "emergencyName", "off")}
        {input("Relation", "emergencyRelation", "off")}
        {input("Emergency contact phone", "emergencyPhone", "off")}
      </Grid>
      <Field label="Dietary needs" error={shownLengthError("Dietary needs", values.dietary, { max: CARE_LIMITS.dietary }, false)}>
        {(id, describedBy) => (
          <TextArea
            id={id}
            name="dietary"
            rows={2}
            aria-describedby={describedBy}
            placeholder="Allergies, vegetarian, …"
            value={values.dietary}
            onChange={(e) => set("dietary")(e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Medical note (optional)"
        error={shownLengthError("The medical note", values.medicalNote, { max: CARE_LIMITS.medicalNote }, false)}
      >
        {(id, describedBy) => (
          <TextArea
            id={id}
            name="medicalNote"
            rows={2}
            aria-describedby={describedBy}
            placeholder="Anything the camp should know to help you in an emergency"
            value={values.medicalNote}
            onChange={(e) => set("medicalNote")(e.target.value)}
          />
        )}
      </Field>
    </Flex>
  );
}
