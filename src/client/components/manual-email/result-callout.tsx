import { CheckCircledIcon, ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { Callout, Text } from "@radix-ui/themes";
import type { ApplyResult } from "../../api/onboarding";
import { appliedText, extractorLabel, fieldLabels } from "../../lib/manual-email";

/** What a processing did: 'Success' and the fields it filled, or why nothing changed. */
export function ResultCallout({ result, title = "Success", message }: { result: ApplyResult; title?: string; message?: string }) {
  const nothing = result.updatedFields.length === 0 && !result.profileCreated;
  if (nothing) {
    return (
      <Callout.Root color="amber" role="status">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>
          <Text weight="bold">No profile information found. </Text>
          Nothing could be read from this email for {result.memberName} (extracted by {extractorLabel(result.extractor)}). Check that it
          contains the member's answers, or edit the profile by hand in the Members tab.
        </Callout.Text>
      </Callout.Root>
    );
  }
  const fields = result.updatedFields;
  return (
    <Callout.Root color="green" role="status" data-testid="manual-result">
      <Callout.Icon>
        <CheckCircledIcon />
      </Callout.Icon>
      <Callout.Text>
        <Text weight="bold" as="span" size="3">
          {title}
        </Text>{" "}
        {message ?? appliedText(result.memberName)}
      </Callout.Text>
      <Callout.Text size="1">
        {fields.length
          ? `Fields filled: ${fieldLabels(fields).join(", ")} (extracted by ${extractorLabel(result.extractor)}).`
          : "No blank field to fill: the profile already had these answers."}
      </Callout.Text>
    </Callout.Root>
  );
}
