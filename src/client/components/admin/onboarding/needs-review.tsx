import { Badge, Button, Callout, Card, Checkbox, Flex, Heading, Table, Text, TextArea, TextField } from "@radix-ui/themes";
import { ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { NEEDS_REVIEW, needsReplaceChoice, type ReplyReviewDto } from "../../../../shared/onboarding";
import { displayName } from "../../../../shared/profile";
import { applyReplyReview, dismissReplyReview, replyReviewsQuery } from "../../../api/onboarding";
import { formatDateTime } from "../../../lib/format";
import { fieldLabels, type ParsedInfo } from "../../../lib/manual-email";
import { replaceChoices, reviewDraft, reviewFields, type ReviewDraft } from "../../../lib/reply-review";
import { toast, toastError } from "../../toast";
import { refreshAfter } from "../../../api/query-keys";

/**
 * Replies the pipeline did not apply on its own (a doubtful extraction, or a sender that did not
 * match the reply address): the member's isolated reply and, field by field, the current value
 * beside the proposed one. Nothing reaches the profile, and no welcome goes out, until an admin applies.
 */
export function NeedsReview() {
  const reviews = useQuery(replyReviewsQuery);
  const list = reviews.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="needs-review-heading" data-testid="needs-review">
      <Flex align="center" gap="2" mb="2">
        <Heading as="h2" size="4" id="needs-review-heading">
          {NEEDS_REVIEW}
        </Heading>
        <Badge color="amber" variant="solid" radius="full">
          {list.length}
        </Badge>
      </Flex>
      <Text as="p" size="2" color="gray" mb="3">
        These replies were not applied automatically. Check each one against the member's reply, then apply it (the welcome email follows)
        or dismiss it.
      </Text>
      <Flex direction="column" gap="3">
        {list.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </Flex>
    </section>
  );
}

function ReviewCard({ review }: { review: ReplyReviewDto }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ReviewDraft | null>(null);
  // Filled fields the admin chose to overwrite; none by default (issue 24).
  const [ticked, setTicked] = useState<ReadonlySet<keyof ParsedInfo>>(new Set());
  const id = useId();
  const name = displayName({ name: review.memberName, email: review.memberEmail });
  const done = () => refreshAfter(queryClient, "onboarding");

  const apply = useMutation({
    mutationFn: (fields?: ParsedInfo) => applyReplyReview(review.id, fields, replaceChoices(rows, fields ?? review.proposed, ticked)),
    onSuccess: async (result) => {
      const kept = result.keptFields?.length ? ` Kept as they were: ${fieldLabels(result.keptFields).join(", ")}.` : "";
      toast({
        title: "Reply applied",
        description: `${result.memberName}'s profile was updated${result.profileCreated ? " and the welcome email sent" : ""}.${kept}`,
      });
      setDraft(null);
      await done();
    },
    onError: (error) => toastError(error, "Failed to apply the reply"),
  });
  const dismiss = useMutation({
    mutationFn: () => dismissReplyReview(review.id),
    onSuccess: async () => {
      toast({ title: "Reply dismissed", description: `Nothing was changed for ${name}.` });
      await done();
    },
    onError: (error) => toastError(error, "Failed to dismiss the reply"),
  });
  const busy = apply.isPending || dismiss.isPending;
  const rows = reviewFields(review);

  return (
    <Card data-testid="review-card" data-member-email={review.memberEmail} asChild>
      <article aria-labelledby={`${id}-title`}>
        <Flex justify="between" align="start" gap="2" wrap="wrap" mb="2">
          <div>
            <Heading as="h3" size="3" id={`${id}-title`}>
              {name}
            </Heading>
            <Text size="1" color="gray" className="break-anywhere">
              {review.memberEmail} · received {formatDateTime(review.createdAt)}
            </Text>
          </div>
          <Badge color={review.kind === "sender" ? "red" : "amber"}>
            {review.kind === "sender" ? "Sender did not match" : "Doubtful extraction"}
          </Badge>
        </Flex>

        <Callout.Root color="amber" size="1" mb="3">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text weight="medium">Why it was held</Callout.Text>
          <ul className="review-reasons">
            {review.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </Callout.Root>

        <details className="review-reply" open>
          <summary>
            <Text size="2" weight="medium">
              The member's reply (quoted text and signature removed)
            </Text>
          </summary>
          <pre data-testid="review-reply">{review.replyText || "(empty)"}</pre>
        </details>

        <div className="review-diff">
          <Table.Root size="1" variant="surface" mt="3">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Field</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Current</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Proposed</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.key} data-field={row.key} data-changes={row.changes ? "true" : "false"}>
                  <Table.RowHeaderCell>{row.label}</Table.RowHeaderCell>
                  <Table.Cell className="review-value">{row.current ?? <Text color="gray">—</Text>}</Table.Cell>
                  <Table.Cell className="review-value">
                    {draft ? (
                      <DraftInput
                        field={row.key}
                        label={row.label}
                        value={draft[row.key]}
                        onChange={(value) => setDraft({ ...draft, [row.key]: value })}
                      />
                    ) : row.proposed === null ? (
                      <Text color="gray">—</Text>
                    ) : (
                      <Text weight={row.changes ? "bold" : "regular"}>{row.proposed}</Text>
                    )}
                    {needsReplaceChoice(row.current, draft ? draft[row.key] : row.proposed) && (
                      <ReplaceChoice
                        label={row.label}
                        current={row.current ?? ""}
                        checked={ticked.has(row.key)}
                        onChange={(on) => {
                          const next = new Set(ticked);
                          if (on) next.add(row.key);
                          else next.delete(row.key);
                          setTicked(next);
                        }}
                      />
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </div>

        <Flex gap="2" mt="3" wrap="wrap" justify="end">
          {draft ? (
            <>
              <Button variant="soft" color="gray" onClick={() => setDraft(null)} disabled={busy}>
                Cancel editing
              </Button>
              <Button onClick={() => apply.mutate(draft.toFields())} disabled={busy}>
                {apply.isPending ? "Applying..." : "Apply edited values"}
              </Button>
            </>
          ) : (
            <>
              <Button variant="soft" color="gray" onClick={() => dismiss.mutate()} disabled={busy}>
                {dismiss.isPending ? "Dismissing..." : "Dismiss"}
              </Button>
              <Button variant="soft" onClick={() => setDraft(reviewDraft(review))} disabled={busy}>
                Edit and apply
              </Button>
              <Button onClick={() => apply.mutate(undefined)} disabled={busy}>
                {apply.isPending ? "Applying..." : review.kind === "sender" ? "Apply to this member" : "Apply"}
              </Button>
            </>
          )}
        </Flex>
      </article>
    </Card>
  );
}

function DraftInput({
  field,
  label,
  value,
  onChange,
}: {
  field: keyof ParsedInfo;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const multiline = field === "bio" || field === "campHistory";
  const numeric = field === "burnYears" || field === "firstBurn";
  const props = { "aria-label": `${label} to apply`, value, onChange: (e: { target: { value: string } }) => onChange(e.target.value) };
  if (multiline) return <TextArea {...props} rows={4} />;
  return <TextField.Root {...props} inputMode={numeric ? "numeric" : undefined} />;
}

/** "Replace", unticked: a filled field keeps its value unless the admin chooses otherwise (issue 24). */
function ReplaceChoice({
  label,
  current,
  checked,
  onChange,
}: {
  label: string;
  current: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <Flex direction="column" gap="1" mt="1" data-testid="replace-choice">
      <Flex gap="2" align="center">
        <Checkbox id={id} size="1" checked={checked} onCheckedChange={(v) => onChange(v === true)} aria-describedby={`${id}-note`} />
        <Text as="label" htmlFor={id} size="1" weight="medium" style={{ whiteSpace: "nowrap" }}>
          Replace<span className="visually-hidden"> {label.toLowerCase()}</span>
        </Text>
      </Flex>
      <Text id={`${id}-note`} size="1" color={checked ? "red" : "gray"}>
        {checked ? `(“${current}” will be replaced)` : `(keeps “${current}”)`}
      </Text>
    </Flex>
  );
}
