import { Card, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { ApplyResult } from "../../api/onboarding";
import { ManualEmailForm, type ManualEmailValues } from "./manual-email-form";
import { ManualPageLayout } from "./manual-page-layout";
import { ResultCallout } from "./result-callout";

/** /admin/manual-email: paste a member's reply when the inbound hook did not deliver it (docs/product.md#manual-email-processing). */
export function ManualEmailPage({ initialEmail = "" }: { initialEmail?: string }) {
  const [values, setValues] = useState<ManualEmailValues>({ memberEmail: initialEmail, emailContent: "" });
  const [result, setResult] = useState<ApplyResult | null>(null);
  return (
    <ManualPageLayout
      title="Process Member Email"
      intro={
        <>
          When a member's reply did not reach the camp's inbound email hook, paste it here. The profile is extracted exactly as from an
          emailed reply: blank fields are filled, nothing is overwritten, and the welcome email goes out once the profile is created.
          Pipeline status is on the{" "}
          <RadixLink asChild>
            <Link to="/admin/debugging">Debug tab</Link>
          </RadixLink>
          .
        </>
      }
    >
      <Card size={{ initial: "2", sm: "3" }}>
        <ManualEmailForm
          values={values}
          onChange={(next) => {
            setValues(next);
            if (next.memberEmail !== values.memberEmail) setResult(null);
          }}
          onProcessed={(processed) => {
            setResult(processed);
            setValues((current) => ({ ...current, emailContent: "" }));
          }}
        />
      </Card>
      {result && <ResultCallout result={result} />}
      <Text size="1" color="gray">
        Every processing is recorded in the member's email processing logs on the Onboarding tab.
      </Text>
    </ManualPageLayout>
  );
}
