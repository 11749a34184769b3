import { Button, Flex, Text, TextArea, TextField } from "@radix-ui/themes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { EMAIL_CONTENT_MAX, MB } from "../../../shared/constants";
import type { MemberDto } from "../../../shared/members";
import { displayName } from "../../../shared/profile";
import { acceptAttribute, UPLOADS } from "../../../shared/uploads";
import { membersQuery } from "../../api/members";
import { previewManualEmail, processManualEmail, type ApplyResult, type ManualPreview } from "../../api/onboarding";
import { contentCounter, manualEmailProblem, manualPhotoProblem, PARSED_FIELDS, processedText } from "../../lib/manual-email";
import { toast, toastError } from "../toast";
import { Field } from "../field";
import { refreshAfter } from "../../api/query-keys";

export interface ManualEmailValues {
  memberEmail: string;
  emailContent: string;
}

interface ManualEmailFormProps {
  values: ManualEmailValues;
  onChange: (values: ManualEmailValues) => void;
  onProcessed: (result: ApplyResult, memberEmail: string) => void;
  /** Buttons placed before the submit button (the per-member page's test). */
  extraActions?: ReactNode;
  /** Shown above the content box (the per-member page says where the text came from). */
  contentNote?: ReactNode;
}

/** Where a known member stands, under the email field. */
function memberHint(member: MemberDto | undefined, email: string): { text: string; color?: "red" | "gray" } | null {
  if (!email.trim()) return null;
  if (!member) return { text: "No member with this email yet", color: "red" };
  const step = member.profileCreated
    ? "profile created"
    : member.emailReplied
      ? "reply received"
      : member.inviteSent
        ? "invite sent, waiting for reply"
        : "not invited yet";
  return { text: `${displayName(member)} · ${step}`, color: "gray" };
}

/**
 * The manual email processing form (docs/product.md#manual-email-processing): member email, the pasted email, an optional photo.
 * Processing extracts the profile exactly as an inbound reply would (and sends the welcome email
 * when it creates the profile).
 */
export function ManualEmailForm({ values, onChange, onProcessed, extraActions, contentNote }: ManualEmailFormProps) {
  const queryClient = useQueryClient();
  const members = useQuery(membersQuery);
  const [photo, setPhoto] = useState<File | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const member = useMemo(
    () => members.data?.find((m) => m.email?.toLowerCase() === values.memberEmail.trim().toLowerCase()),
    [members.data, values.memberEmail],
  );
  const hint = memberHint(member, values.memberEmail);
  const tooLong = values.emailContent.length > EMAIL_CONTENT_MAX;
  // What processing would change, for the values it was computed from; confirming applies exactly those.
  const [preview, setPreview] = useState<{ input: ManualEmailValues; result: ManualPreview } | null>(null);
  const previewCurrent =
    preview !== null && preview.input.memberEmail === values.memberEmail.trim() && preview.input.emailContent === values.emailContent;

  const check = useMutation({
    mutationFn: previewManualEmail,
    onSuccess: (result, input) => setPreview({ input, result }),
    onError: (error) => toastError(error, "Failed to process email", "Processing failed"),
  });

  const process = useMutation({
    mutationFn: processManualEmail,
    onSuccess: async (result, input) => {
      toast({
        title: "Email processed successfully",
        description:
          result.updatedFields.length || result.profileCreated
            ? processedText(result.memberName)
            : `No new profile information was found for ${result.memberName}.`,
      });
      clearPhoto();
      setPreview(null);
      onProcessed(result, input.memberEmail);
      await refreshAfter(queryClient, "onboarding");
    },
    onError: (error) => toastError(error, "Failed to process email", "Processing failed"),
  });

  function clearPhoto() {
    setPhoto(null);
    if (photoInput.current) photoInput.current.value = "";
  }

  function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (!file) return setPhoto(null);
    const problem = manualPhotoProblem(file);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      clearPhoto();
      return;
    }
    setPhoto(file);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = manualEmailProblem(values);
    if (problem) return toast({ ...problem, variant: "destructive" });
    // Nothing is written before the admin has seen what will change.
    check.mutate({ memberEmail: values.memberEmail.trim(), emailContent: values.emailContent });
  }

  function confirm() {
    if (!preview) return;
    process.mutate({ ...preview.input, profilePhoto: photo });
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={process.isPending}>
      <Flex direction="column" gap="4">
        <Field label="Member email">
          {(emailId) => (
            <>
              <TextField.Root
                id={emailId}
                type="email"
                autoComplete="off"
                list={`${id}-members`}
                placeholder="member@example.com"
                value={values.memberEmail}
                onChange={(e) => onChange({ ...values, memberEmail: e.target.value })}
                aria-describedby={hint ? `${id}-email-hint` : undefined}
                required
              />
              <datalist id={`${id}-members`}>
                {(members.data ?? []).map((m) => (
                  <option key={m.id} value={m.email}>
                    {displayName(m)}
                  </option>
                ))}
              </datalist>
              {hint && (
                <Text id={`${id}-email-hint`} size="1" color={hint.color}>
                  {hint.text}
                </Text>
              )}
            </>
          )}
        </Field>

        <Field label="Email content">
          {(contentId) => (
            <>
              {contentNote}
              <TextArea
                id={contentId}
                placeholder="Paste the member's reply here, including their answers to the questionnaire…"
                value={values.emailContent}
                onChange={(e) => onChange({ ...values, emailContent: e.target.value })}
                style={{ minHeight: 200 }}
                resize="vertical"
                aria-describedby={`${id}-counter`}
                aria-invalid={tooLong || undefined}
                required
              />
              <Text id={`${id}-counter`} size="1" color={tooLong ? "red" : "gray"} align="right" aria-live="polite">
                {contentCounter(values.emailContent)}
              </Text>
            </>
          )}
        </Field>

        <Flex direction="column" gap="1" align="start">
          <Text as="label" size="2" weight="medium" htmlFor={`${id}-photo`}>
            Profile photo (optional)
          </Text>
          <input
            ref={photoInput}
            id={`${id}-photo`}
            type="file"
            accept={acceptAttribute(UPLOADS.photo)}
            onChange={choosePhoto}
            className="manual-photo-input"
          />
          <Text size="1" color="gray">
            An image up to {UPLOADS.photo.maxBytes / MB}MB. It is used only if the member has no photo yet.
          </Text>
          {photo && (
            <Button type="button" variant="ghost" size="1" onClick={clearPhoto}>
              Remove {photo.name}
            </Button>
          )}
        </Flex>

        <Flex gap="3" justify="end" wrap="wrap">
          {extraActions}
          <Button type="submit" disabled={process.isPending || check.isPending}>
            {process.isPending || check.isPending ? "Processing..." : "Process Email & Update Profile"}
          </Button>
        </Flex>

        {preview && previewCurrent && (
          <ChangesPreview
            preview={preview.result}
            photo={photo}
            applying={process.isPending}
            onConfirm={confirm}
            onCancel={() => setPreview(null)}
          />
        )}
      </Flex>
    </form>
  );
}

/** What processing will write, shown before anything is written. */
function ChangesPreview({
  preview,
  photo,
  applying,
  onConfirm,
  onCancel,
}: {
  preview: ManualPreview;
  photo: File | null;
  applying: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const label = (field: string) => PARSED_FIELDS.find((f) => f.key === field)?.label ?? field;
  const fills = preview.changes.filter((c) => c.action === "fill");
  const kept = preview.changes.filter((c) => c.action === "keep" && String(c.current) !== String(c.proposed));
  return (
    <section className="manual-preview" aria-labelledby="manual-preview-title" data-testid="manual-preview">
      <Text as="p" weight="bold" id="manual-preview-title">
        What will change for {preview.memberName}
      </Text>
      {fills.length === 0 && !photo ? (
        <Text as="p" size="2" color="gray">
          Nothing new was found in this email: the profile would stay as it is.
        </Text>
      ) : (
        <ul className="manual-preview-list">
          {fills.map((c) => (
            <li key={c.field}>
              <Text weight="medium">{label(c.field)}:</Text> <span className="manual-preview-value">{String(c.proposed)}</span>
            </li>
          ))}
          {photo && (
            <li>
              <Text weight="medium">Photo:</Text> {photo.name} (if the member has none yet)
            </li>
          )}
        </ul>
      )}
      {kept.length > 0 && (
        <Text as="p" size="1" color="gray">
          Kept as they are (the member already filled them): {kept.map((c) => label(c.field)).join(", ")}.
        </Text>
      )}
      <Flex gap="2" justify="end" mt="2" wrap="wrap">
        <Button type="button" variant="soft" color="gray" onClick={onCancel} disabled={applying}>
          Cancel
        </Button>
        <Button type="button" onClick={onConfirm} disabled={applying}>
          {applying ? "Processing..." : "Confirm and update profile"}
        </Button>
      </Flex>
    </section>
  );
}
