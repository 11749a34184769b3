import { CheckCircledIcon, ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { Button, Callout, Card, Flex, Heading, Link as ThemeLink, Text, TextArea, TextField } from "@radix-ui/themes";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { APPLY_LIMITS, applicationSchema } from "../../../shared/applications";
import { FIRST_BURN_MIN } from "../../../shared/constants";
import { TEXT_LIMITS } from "../../../shared/member-fields";
import { configQuery } from "../../api/auth";
import { applyToJoin, type ApplyBody } from "../../api/applications";
import { ApiError } from "../../api/client";
import { useBackground } from "../../lib/background";
import { useDocumentTitle } from "../../lib/document-title";
import { Field, TextInputField } from "../field";
import { clearDraft, loadDraft, saveDraft, type ApplyDraft } from "./draft";
import { TurnstileWidget } from "./turnstile";
import { shownLengthError } from "../../lib/form-limits";
import { BackgroundPage } from "../background-page";

type Errors = Partial<Record<keyof ApplyDraft, string>>;

const numberOrText = (value: string) => (value.trim() === "" ? undefined : Number.isFinite(Number(value)) ? Number(value) : value);

function toBody(draft: ApplyDraft, website: string, turnstileToken: string | null): ApplyBody {
  return {
    name: draft.name,
    email: draft.email,
    playaName: draft.playaName,
    burns: (numberOrText(draft.burns) ?? Number.NaN) as number,
    about: draft.about,
    homeTown: draft.homeTown,
    location: draft.location,
    country: draft.country,
    firstBurn: (numberOrText(draft.firstBurn) ?? null) as number | null,
    sponsorEmail: draft.sponsorEmail,
    ...(website ? { website } : {}),
    ...(turnstileToken ? { turnstileToken } : {}),
  };
}

/** The same rules as the server, field by field, before anything is sent. */
function check(body: ApplyBody): Errors {
  const parsed = applicationSchema.safeParse(body);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof ApplyDraft;
    errors[key] ??= key === "burns" && Number.isNaN(body.burns) ? "Burns attended is required (0 if none yet)" : issue.message;
  }
  return errors;
}

/** /apply: the public application form (issue 27). */
export function ApplyPage() {
  const config = useQuery(configQuery);
  const background = useBackground("auth");
  const campName = config.data?.campName ?? "Camp Directory";
  useDocumentTitle("Apply to join");
  const [draft, setDraft] = useState(loadDraft);
  const [errors, setErrors] = useState<Errors>({});
  const [website, setWebsite] = useState("");
  const [turnstileToken, setTurnstileToken] = useState<string | null>(null);
  const [resetTurnstile, setResetTurnstile] = useState(0);
  const errorBox = useRef<HTMLDivElement>(null);
  const siteKey = config.data?.turnstileSiteKey ?? null;

  useEffect(() => saveDraft(draft), [draft]);

  const send = useMutation({
    mutationFn: applyToJoin,
    onSuccess: () => clearDraft(),
    onError: () => {
      // A Turnstile token is single use: a new check for the next try.
      setTurnstileToken(null);
      setResetTurnstile((n) => n + 1);
      queueMicrotask(() => errorBox.current?.focus());
    },
  });

  const set = (key: keyof ApplyDraft) => (value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = toBody(draft, website, turnstileToken);
    const found = check(body);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      queueMicrotask(() => document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
      return;
    }
    if (siteKey && !turnstileToken) return;
    send.mutate(body);
  }

  const failure =
    send.error instanceof ApiError
      ? send.error.status === 404
        ? "Applications are closed at the moment."
        : send.error.serverMessage
      : send.error
        ? "Your application could not be sent: check your connection and try again. What you typed is kept on this device."
        : null;

  return (
    <BackgroundPage background={background} direction="column" p={{ initial: "2", sm: "4" }}>
      <Card size={{ initial: "2", sm: "4" }} style={{ maxWidth: 600, width: "100%" }}>
        {send.isSuccess ? (
          <Flex direction="column" gap="3" align="center" data-testid="apply-thanks">
            <CheckCircledIcon width={32} height={32} color="var(--green-11)" aria-hidden />
            <Heading as="h1" size="6" align="center">
              {send.data.message}
            </Heading>
            <Text as="p" align="center" color="gray">
              The camp's admins read every application. If you named a camp veteran, they may be asked to vouch for you.
            </Text>
            <ThemeLink asChild>
              <Link to="/auth">Back to {campName}</Link>
            </ThemeLink>
          </Flex>
        ) : (
          <form onSubmit={submit} noValidate aria-labelledby="apply-title">
            <Flex direction="column" gap="3">
              <Heading as="h1" size="6" id="apply-title">
                Apply to join {campName}
              </Heading>
              <Text as="p" size="2" color="gray">
                Tell us a little about yourself, and name the camp member who will vouch for you. Fields marked * are needed.
              </Text>

              <Field label="Name *" error={errors.name ?? shownLengthError("Name", draft.name, { max: TEXT_LIMITS.name }, false)}>
                {(id, describedBy) => (
                  <TextField.Root
                    id={id}
                    name="name"
                    autoComplete="name"
                    value={draft.name}
                    onChange={(e) => set("name")(e.target.value)}
                    aria-invalid={Boolean(errors.name)}
                    aria-describedby={describedBy}
                    aria-required
                  />
                )}
              </Field>
              <TextInputField
                label="Email *"
                error={errors.email}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                value={draft.email}
                onValueChange={set("email")}
                aria-required
              />
              <Flex gap="3" wrap="wrap">
                <Field
                  label="Playa name"
                  error={errors.playaName ?? shownLengthError("Playa name", draft.playaName, { max: TEXT_LIMITS.playaName }, false)}
                  style={{ flex: "2 1 200px", minWidth: 0 }}
                >
                  {(id, describedBy) => (
                    <TextField.Root
                      id={id}
                      name="playaName"
                      value={draft.playaName}
                      onChange={(e) => set("playaName")(e.target.value)}
                      aria-invalid={Boolean(errors.playaName)}
                      aria-describedby={describedBy}
                    />
                  )}
                </Field>
                <TextInputField
                  label="Burns attended *"
                  error={errors.burns}
                  style={{ flex: "1 1 120px", minWidth: 0 }}
                  name="burns"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  value={draft.burns}
                  onValueChange={set("burns")}
                  aria-required
                />
              </Flex>
              <Field
                label="A few lines about yourself *"
                error={errors.about ?? shownLengthError("About you", draft.about, { max: APPLY_LIMITS.about }, false)}
              >
                {(id, describedBy) => (
                  <TextArea
                    id={id}
                    name="about"
                    rows={4}
                    value={draft.about}
                    onChange={(e) => set("about")(e.target.value)}
                    aria-invalid={Boolean(errors.about)}
                    aria-describedby={describedBy}
                    aria-required
                  />
                )}
              </Field>
              <TextInputField
                label="Email of the camp member who will vouch for you *"
                error={errors.sponsorEmail}
                name="sponsorEmail"
                type="email"
                inputMode="email"
                value={draft.sponsorEmail}
                onValueChange={set("sponsorEmail")}
                aria-required
              />

              <details className="apply-more">
                <summary>
                  <Text size="2" weight="medium">
                    More about you (optional: fill these and you can skip the questionnaire later)
                  </Text>
                </summary>
                <Flex direction="column" gap="3" mt="3">
                  {(
                    [
                      ["homeTown", "Home town", TEXT_LIMITS.homeTown],
                      ["location", "Where you live now", TEXT_LIMITS.location],
                      ["country", "Country of Birth", TEXT_LIMITS.country],
                    ] as const
                  ).map(([key, label, max]) => (
                    <Field key={key} label={label} error={errors[key] ?? shownLengthError(label, draft[key], { max }, false)}>
                      {(id, describedBy) => (
                        <TextField.Root
                          id={id}
                          name={key}
                          value={draft[key]}
                          onChange={(e) => set(key)(e.target.value)}
                          aria-invalid={Boolean(errors[key])}
                          aria-describedby={describedBy}
                        />
                      )}
                    </Field>
                  ))}
                  <TextInputField
                    label="Year of your first burn"
                    error={errors.firstBurn}
                    name="firstBurn"
                    type="number"
                    inputMode="numeric"
                    min={FIRST_BURN_MIN}
                    value={draft.firstBurn}
                    onValueChange={set("firstBurn")}
                  />
                </Flex>
              </details>

              {/* The honeypot: hidden from people and assistive technology, filled by bots. */}
              <div className="visually-hidden" aria-hidden="true">
                <label>
                  Leave this empty
                  <input name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
                </label>
              </div>

              {siteKey && <TurnstileWidget siteKey={siteKey} reset={resetTurnstile} onToken={setTurnstileToken} />}

              {failure && (
                <Callout.Root color="red" role="alert" tabIndex={-1} ref={errorBox} data-testid="apply-error">
                  <Callout.Icon>
                    <ExclamationTriangleIcon />
                  </Callout.Icon>
                  <Callout.Text>{failure}</Callout.Text>
                </Callout.Root>
              )}

              <Flex gap="3" align="center" justify="between" wrap="wrap-reverse">
                <ThemeLink asChild size="2">
                  <Link to="/auth">Back to sign in</Link>
                </ThemeLink>
                <Button type="submit" size="3" disabled={send.isPending || (Boolean(siteKey) && !turnstileToken)}>
                  {send.isPending ? "Sending..." : "Send application"}
                </Button>
              </Flex>
            </Flex>
          </form>
        )}
      </Card>
    </BackgroundPage>
  );
}
