import { MagicWandIcon } from "@radix-ui/react-icons";
import { Badge, Button, Card, DataList, Flex, Heading, Text } from "@radix-ui/themes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { MemberDto } from "../../../shared/members";
import { configQuery } from "../../api/auth";
import { errorMessage } from "../../api/client";
import { membersQuery } from "../../api/members";
import { applyTestResults, refreshOnboarding, testEmailProcessing, type ApplyResult, type TestResult } from "../../api/onboarding";
import { appliedText, extractorLabel, foundCount, manualEmailProblem, PARSED_FIELDS, sampleReply, SUCCESS_MESSAGE, SUCCESS_TITLE } from "../../lib/manual-email";
import { toast } from "../toast";
import { ManualEmailForm, type ManualEmailValues } from "./manual-email-form";
import { ManualPageLayout } from "./manual-page-layout";
import { ResultCallout } from "./result-callout";

const findMember = (members: readonly MemberDto[] | undefined, email: string) =>
  members?.find((m) => m.email?.toLowerCase() === email.trim().toLowerCase());

/**
 * /admin/manual-processing and /manual-processing (?email=…): the manual form for one member,
 * prefilled with a sample reply to the invitation's questionnaire, with a dry run of the extraction
 * (test-email-processing) whose results can be reviewed and applied (apply-test-results).
 */
export function ManualProcessingPage({ initialEmail = "" }: { initialEmail?: string }) {
  const queryClient = useQueryClient();
  const members = useQuery(membersQuery);
  const config = useQuery(configQuery);
  const [values, setValues] = useState<ManualEmailValues>({ memberEmail: initialEmail, emailContent: "" });
  const [test, setTest] = useState<{ email: string; result: TestResult } | null>(null);
  const [done, setDone] = useState<ApplyResult | null>(null);
  // The sample last put in the textarea: replaced when another member is chosen, unless edited.
  const lastSample = useRef("");

  const member = findMember(members.data, values.memberEmail);
  const campName = config.data?.campName;
  useEffect(() => {
    if (!member) return;
    const previous = lastSample.current;
    const sample = sampleReply(member, campName);
    lastSample.current = sample;
    setValues((current) => (current.emailContent === "" || current.emailContent === previous ? { ...current, emailContent: sample } : current));
    // Keyed by the member's id: a poll of the member list must not rewrite the sample under the admin.
  }, [member?.id, campName]);

  const change = (next: ManualEmailValues) => {
    if (next.memberEmail.trim().toLowerCase() !== values.memberEmail.trim().toLowerCase()) {
      setTest(null);
      setDone(null);
    }
    setValues(next);
  };

  const runTest = useMutation({
    mutationFn: (input: ManualEmailValues) => testEmailProcessing(input.memberEmail, input.emailContent),
    onSuccess: (result, input) => {
      setTest({ email: input.memberEmail.trim(), result });
      toast({ title: "Test Completed", description: `${foundCount(result.parsedInfo)} of ${PARSED_FIELDS.length} fields found by ${extractorLabel(result.extractor)}.` });
    },
    onError: (error) => toast({ title: "Test Failed", description: errorMessage(error, "The test could not be run"), variant: "destructive" }),
  });

  const apply = useMutation({
    mutationFn: ({ email, result }: { email: string; result: TestResult }) => applyTestResults(email, result.parsedInfo),
    onSuccess: async (result, { email }) => {
      toast({ title: "Success", description: appliedText(result.memberName) });
      setDone(result);
      setTest(null);
      await refreshOnboarding(queryClient, email);
    },
    onError: (error) => toast({ title: "Error", description: errorMessage(error, "Failed to apply the results"), variant: "destructive" }),
  });

  function startTest() {
    const problem = manualEmailProblem(values);
    if (problem) return toast({ ...problem, variant: "destructive" });
    runTest.mutate({ memberEmail: values.memberEmail.trim(), emailContent: values.emailContent });
  }

  return (
    <ManualPageLayout
      title="Manual Processing"
      intro="Process one member's emailed reply by hand. The form starts with a sample reply to the invitation's questions: replace it with the member's real email, or test the extraction first and apply what it found."
    >
      <Card size={{ initial: "2", sm: "3" }}>
        <Heading as="h2" size="4" mb="3">
          {member ? `Email from ${member.name?.trim() || member.email}` : "Member's email"}
        </Heading>
        <ManualEmailForm
          values={values}
          onChange={change}
          onProcessed={(result) => {
            setDone(result);
            setTest(null);
          }}
          extraActions={
            <Button type="button" variant="soft" onClick={startTest} disabled={runTest.isPending}>
              <MagicWandIcon aria-hidden /> {runTest.isPending ? "Testing..." : "Test extraction"}
            </Button>
          }
        />
      </Card>

      {test && <TestResults test={test.result} onApply={() => apply.mutate(test)} applying={apply.isPending} />}

      {done &&
        (done.updatedFields.length || done.profileCreated ? (
          <Card data-testid="manual-success">
            <Heading as="h2" size="6" color="green" mb="1">
              {SUCCESS_TITLE}
            </Heading>
            <Text as="p" mb="3">
              {SUCCESS_MESSAGE}
            </Text>
            <ResultCallout result={done} />
          </Card>
        ) : (
          <ResultCallout result={done} />
        ))}
    </ManualPageLayout>
  );
}

function TestResults({ test, onApply, applying }: { test: TestResult; onApply: () => void; applying: boolean }) {
  const found = foundCount(test.parsedInfo);
  return (
    <Card size={{ initial: "2", sm: "3" }} asChild>
      <section aria-labelledby="test-results" data-testid="test-results">
        <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
          <Heading as="h2" size="4" id="test-results">
            Extraction test
          </Heading>
          <Badge color={test.extractor === "workers-ai" ? "violet" : "gray"} size="2">
            Extracted by {extractorLabel(test.extractor)}
          </Badge>
        </Flex>
        {test.fallbackReason && (
          <Text as="p" size="1" color="gray" mb="3">
            Why the parser ran: {test.fallbackReason}
          </Text>
        )}
        <DataList.Root orientation={{ initial: "vertical", sm: "horizontal" }} size="2">
          {PARSED_FIELDS.map(({ key, label }) => {
            const value = test.parsedInfo[key];
            return (
              <DataList.Item key={key}>
                <DataList.Label minWidth="140px">{label}</DataList.Label>
                <DataList.Value>
                  {value === null || value === "" ? (
                    <Text color="gray">Not found</Text>
                  ) : (
                    <Text className="parsed-value">{String(value)}</Text>
                  )}
                </DataList.Value>
              </DataList.Item>
            );
          })}
        </DataList.Root>
        <Flex justify="between" align="center" gap="3" mt="4" wrap="wrap">
          <Text size="2" color="gray">
            {found} of {PARSED_FIELDS.length} fields found. Applying fills only the profile's blank fields.
          </Text>
          <Button onClick={onApply} disabled={applying || found === 0}>
            {applying ? "Applying..." : "Apply results"}
          </Button>
        </Flex>
      </section>
    </Card>
  );
}
