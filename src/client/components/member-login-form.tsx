import { Button, Flex, Separator, Text } from "@radix-ui/themes";
import { useMutation } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { sendMagicLink, verifyCode } from "../api/auth";
import { errorMessage } from "../api/client";
import { codeSentTo, forgetCodeSent, rememberCodeSent, sessionStore } from "../lib/code-sent";
import { EmailText } from "./email-text";
import { LabelledInput } from "./field";
import { FieldError, invalidProps } from "./field-error";
import { toast } from "./toast";

export function MemberLoginForm() {
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(() => codeSentTo(sessionStore()));
  const [code, setCode] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const emailErrorId = useId();
  const codeErrorId = useId();

  const send = useMutation({
    mutationFn: sendMagicLink,
    onSuccess: (_data, address) => {
      toast({ title: "Magic Link Sent!", description: "Check your email for a secure login link." });
      rememberCodeSent(sessionStore(), address);
      setSentTo(address);
      setEmail("");
    },
    onError: (error) => {
      const description = errorMessage(error, "Failed to send magic link. Please try again.");
      setEmailError(description);
      toast({ title: "Error", description, variant: "destructive" });
    },
  });

  const useCode = useMutation({
    mutationFn: () => verifyCode(sentTo!, code.trim()),
    onSuccess: (result) => {
      forgetCodeSent(sessionStore());
      window.location.assign(result.redirect);
    },
    onError: (error) => {
      const description = errorMessage(error, "Invalid or expired code.");
      setCodeError(description);
      toast({ title: "Authentication Failed", description, variant: "destructive" });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setEmailError("Please enter your email address.");
      toast({ title: "Email Required", description: "Please enter your email address.", variant: "destructive" });
      return;
    }
    send.mutate(email.trim());
  }

  return (
    <Flex direction="column" gap="3">
      <form onSubmit={submit} noValidate>
        <Flex direction="column" gap="3">
          <LabelledInput
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="Enter your email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setEmailError(null);
            }}
            {...invalidProps(emailErrorId, emailError)}
          />
          <FieldError id={emailErrorId} message={emailError} />
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? "Sending Magic Link..." : "Send Magic Link"}
          </Button>
          <Text size="1" color="gray" align="center">
            We'll send you a secure link to access the camp directory. No passwords needed!
          </Text>
        </Flex>
      </form>
      {sentTo && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (/^\d{6}$/.test(code.trim())) useCode.mutate();
            else {
              setCodeError("Please enter the 6-digit code from the email.");
              toast({ title: "Code Required", description: "Please enter the 6-digit code from the email.", variant: "destructive" });
            }
          }}
        >
          <Separator size="4" my="2" />
          <Flex direction="column" gap="2">
            <Text as="p" size="2" data-testid="code-sent-to">
              We sent a sign-in link and code to{" "}
              <Text weight="bold">
                <EmailText email={sentTo} />
              </Text>
              . Both work for one hour.
            </Text>
            <LabelledInput
              label="Opening the email on another device? Type its 6-digit code"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="123456"
              value={code}
              onChange={(e) => {
                setCode(e.target.value.replace(/\D/g, ""));
                setCodeError(null);
              }}
              {...invalidProps(codeErrorId, codeError)}
            />
            <FieldError id={codeErrorId} message={codeError} />
            <Button type="submit" variant="soft" disabled={useCode.isPending}>
              {useCode.isPending ? "Signing In..." : "Sign in with code"}
            </Button>
          </Flex>
        </form>
      )}
    </Flex>
  );
}
