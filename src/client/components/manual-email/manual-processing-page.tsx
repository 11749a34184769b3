import { MagicWandIcon } from "@radix-ui/react-icons";
import { Badge, Button, Card, DataList, Flex, Heading, Text } from "@radix-ui/themes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { MemberDto } from "../../../shared/members";
import { displayName } from "../../../shared/profile";
import { configQuery } from "../../api/auth";
import { membersQuery } from "../../api/members";
import { applyTestResults, storedReply, testEmailProcessing, type ApplyResult, type TestResult } from "../../api/onboarding";
import {
  appliedText,
  extractorLabel,
  foundCount,
  manualEmailProblem,
  PARSED_FIELDS,
  sampleReply,
  SUCCESS_MESSAGE,
  SUCCESS_TITLE,
} from "../../lib/manual-email";
import { toast, toastError } from "../toast";
import { ManualEmailForm, type ManualEmailValues } from "./manual-email-form";
import { ManualPageLayout } from "./manual-page-layout";
import { ResultCallout } from "./result-callout";
import { queryKeys, refreshAfter } from "../../api/query-keys";

const findMember = (members: readonly MemberDto[] | undefined, email: string) =>
  members?.find((m) => m.email?.toLowerCase() === email.trim().toLowerCase());

/**
 * /admin/manual-processing and /manual-processing (?email=…): the manual form for one member. It
 * starts empty, or with the reply this member already sent (labelled as such): it never invents an
 * answer. A sample reply exists only for trying the extraction (test-email-processing, which never
 * writes); its results cannot be applied.
 */
export function ManualProcessingPage({ initialEmail = "" }: { initialEmail?: string }) {
  const queryClient = useQueryClient();
  const members = useQuery(membersQuery);
  const config = useQuery(configQuery);
  const [values, setValues] = useState<ManualEmailValues>({ memberEmail: initialEmail, emailContent: "" });
  const [test, setTest] = useState<{ email: string; result: TestResult; sample: boolean } | null>(null);
  const [done, setDone] = useState<ApplyResult | null>(null);
  // The stored reply last put in the box: replaced when another member is chosen, unless edited.
  const [loaded, setLoaded] = useState<{ email: string; text: string; receivedAt: string } | null>(null);

  const member = findMember(members.data, values.memberEmail);
  const campName = config.data?.campName;
  const stored = useQuery({
    queryKey: queryKeys.storedReply(member?.email ?? ""),
    queryFn: ({ signal }) => storedReply(member!.email ?? "", signal),
    enabled: Boolean(member),
    staleTime: 0,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the member and the stored text: a poll of the member list must not rewrite the box
  useEffect(() => {
    if (!member || stored.data === undefined) return;
    const text = stored.data?.text ?? "";
    setValues((current) =>
      current.emailContent === "" || current.emailContent === loaded?.text ? { ...current, emailContent: text } : current,
    );
    setLoaded(stored.data ? { email: member.email ?? "", text, receivedAt: stored.data.receivedAt } : null);
    // Keyed by the member and the stored text: a poll of the member list must not rewrite the box.
  }, [member?.id, stored.data?.text]);
  const showingStored = loaded !== null && loaded.email === member?.email && values.emailContent === loaded.text && loaded.text !== "";

  const change = (next: ManualEmailValues) => {
    if (next.memberEmail.trim().toLowerCase() !== values.memberEmail.trim().toLowerCase()) {
      setTest(null);
      setDone(null);
    }
    setValues(next);
  };

  const runTest = useMutation({
    mutationFn: (input: ManualEmailValues & { sample: boolean }) => testEmailProcessing(input.memberEmail, input.emailContent),
    onSuccess: (result, input) => {
      setTest({ email: input.memberEmail.trim(), result, sample: input.sample });
      toast({
        title: "Test Completed",
        description: `${foundCount(result.parsedInfo)} of ${PARSED_FIELDS.length} fields found by ${extractorLabel(result.extractor)}.`,
      });
    },
    onError: (error) => toastError(error, "The test could not be run", "Test Failed"),
  });

  const apply = useMutation({
    mutationFn: ({ email, result }: { email: string; result: TestResult }) => applyTestResults(email, result.parsedInfo),
    onSuccess: async (result) => {
      toast({ title: "Success", description: appliedText(result.memberName) });
      setDone(result);
      setTest(null);
      await refreshAfter(queryClient, "onboarding");
    },
    onError: (error) => toastError(error, "Failed to apply the results"),
  });

  function startTest() {
    const problem = manualEmailProblem(values);
    if (problem) return toast({ ...problem, variant: "destructive" });
    runTest.mutate({ memberEmail: values.memberEmail.trim(), emailContent: values.emailContent, sample: false });
  }

  function trySample() {
    if (!member)
      return toast({ title: "Missing information", description: "Please choose the member whose email this is.", variant: "destructive" });
    runTest.mutate({ memberEmail: member.email ?? "", emailContent: sampleReply(member, campName), sample: true });
  }

  return (
    <ManualPageLayout
      title="Manual Processing"
      intro="Process one member's emailed reply by hand: paste their email, test the extraction or process it. You see what will change before anything is saved."
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
          contentNote={
            showingStored ? (
              <Text size="1" color="amber" data-testid="stored-reply-note">
                This is the reply {member ? displayName(member) : "the member"} sent, received{" "}
                {new Date(loaded!.receivedAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}.
              </Text>
            ) : member && stored.data === null ? (
              <Text size="1" color="gray">
                No reply from this member has arrived yet: paste their email here.
              </Text>
            ) : null
          }
          extraActions={
            <>
              <Button type="button" variant="ghost" onClick={trySample} disabled={runTest.isPending || !member}>
                Try a sample reply
              </Button>
              <Button type="button" variant="soft" onClick={startTest} disabled={runTest.isPending}>
                <MagicWandIcon aria-hidden /> {runTest.isPending ? "Testing..." : "Test extraction"}
              </Button>
            </>
          }
        />
      </Card>

      {test && <TestResults test={test.result} sample={test.sample} onApply={() => apply.mutate(test)} applying={apply.isPending} />}

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

function TestResults({ test, sample, onApply, applying }: { test: TestResult; sample: boolean; onApply: () => void; applying: boolean }) {
  const found = foundCount(test.parsedInfo);
  return (
    <Card size={{ initial: "2", sm: "3" }} asChild>
      <section aria-labelledby="test-results" data-testid="test-results">
        <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
          <Heading as="h2" size="4" id="test-results">
            {sample ? "Extraction test on a sample reply" : "Extraction test"}
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
          {sample ? (
            <Text size="2" color="gray" data-testid="sample-note">
              {found} of {PARSED_FIELDS.length} fields found in an invented sample reply. It shows how extraction works and cannot be
              applied to the member.
            </Text>
          ) : (
            <>
              <Text size="2" color="gray">
                {found} of {PARSED_FIELDS.length} fields found. Applying fills only the profile's blank fields.
              </Text>
              <Button onClick={onApply} disabled={applying || found === 0}>
                {applying ? "Applying..." : "Apply results"}
              </Button>
            </>
          )}
        </Flex>
      </section>
    </Card>
  );
}
