import { Button, Flex, Separator, Text, TextField } from "@radix-ui/themes";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { sendMagicLink, verifyCode } from "../api/auth";
import { errorMessage } from "../api/client";
import { codeSentTo, forgetCodeSent, rememberCodeSent, sessionStore } from "../lib/code-sent";
import { EmailText } from "./email-text";
import { toast } from "./toast";

export function MemberLoginForm() {
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(() => codeSentTo(sessionStore()));
  const [code, setCode] = useState("");

  const send = useMutation({
    mutationFn: sendMagicLink,
    onSuccess: (_data, address) => {
      toast({ title: "Magic Link Sent!", description: "Check your email for a secure login link." });
      rememberCodeSent(sessionStore(), address);
      setSentTo(address);
      setEmail("");
    },
    onError: (error) =>
      toast({ title: "Error", description: errorMessage(error, "Failed to send magic link. Please try again."), variant: "destructive" }),
  });

  const useCode = useMutation({
    mutationFn: () => verifyCode(sentTo!, code.trim()),
    onSuccess: (result) => {
      forgetCodeSent(sessionStore());
      window.location.assign(result.redirect);
    },
    onError: (error) =>
      toast({ title: "Authentication Failed", description: errorMessage(error, "Invalid or expired code."), variant: "destructive" }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      toast({ title: "Email Required", description: "Please enter your email address.", variant: "destructive" });
      return;
    }
    send.mutate(email.trim());
  }

  return (
    <Flex direction="column" gap="3">
      <form onSubmit={submit} noValidate>
        <Flex direction="column" gap="3">
          <label>
            <Text as="div" size="2" weight="medium" mb="1">
              Email
            </Text>
            <TextField.Root
              type="email"
              name="email"
              autoComplete="email"
              placeholder="Enter your email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
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
            else toast({ title: "Code Required", description: "Please enter the 6-digit code from the email.", variant: "destructive" });
          }}
        >
          <Separator size="4" my="2" />
          <Flex direction="column" gap="2">
            <Text as="p" size="2" data-testid="code-sent-to">
              We sent a sign-in link and code to <Text weight="bold">
                <EmailText email={sentTo} />
              </Text>. Both work for one hour.
            </Text>
            <label>
              <Text as="div" size="2" weight="medium" mb="1">
                Opening the email on another device? Type its 6-digit code
              </Text>
              <TextField.Root
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="123456"
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
              />
            </label>
            <Button type="submit" variant="soft" disabled={useCode.isPending}>
              {useCode.isPending ? "Signing In..." : "Sign in with code"}
            </Button>
          </Flex>
        </form>
      )}
    </Flex>
  );
}
