import { EnvelopeClosedIcon, FileTextIcon, Pencil2Icon } from "@radix-ui/react-icons";
import { Button, Card, Flex, Grid, Heading, Select, Text } from "@radix-ui/themes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId, useMemo, useState } from "react";
import { displayName } from "../../../../shared/profile";
import { membersQuery } from "../../../api/members";
import { sendProfileUpdateEmail } from "../../../api/onboarding";
import { canRequestMissingInfo } from "../../../../shared/onboarding";
import { toast, toastError } from "../../toast";
import { refreshAfter } from "../../../api/query-keys";

/** The directory's admin tools (docs/product.md#debug-tab): three blocks. */
export function AdminTools() {
  return (
    <Card asChild>
      <section aria-labelledby="admin-tools">
        <Heading as="h2" size="4" mb="3" id="admin-tools">
          Admin tools
        </Heading>
        <Grid columns={{ initial: "1", md: "3" }} gap="3">
          <NeedMoreInformation />
          <Card variant="surface">
            <Flex direction="column" gap="2" height="100%">
              <Heading as="h3" size="3">
                Process Member Email
              </Heading>
              <Text size="2" color="gray" style={{ flex: 1 }}>
                A reply did not come through the inbound hook? Paste it into the manual form and the profile is extracted from it.
              </Text>
              <Button asChild variant="soft">
                <Link to="/admin/manual-email">
                  <Pencil2Icon aria-hidden /> Open manual processing
                </Link>
              </Button>
            </Flex>
          </Card>
          <Card variant="surface">
            <Flex direction="column" gap="2" height="100%">
              <Heading as="h3" size="3">
                Recent Processing Activity
              </Heading>
              <Text size="2" color="gray" style={{ flex: 1 }}>
                Every step (invitation, reply, extraction, welcome) is logged per member. Open a member's email processing logs from the
                Onboarding tab.
              </Text>
              <Button asChild variant="soft">
                <Link to="/admin/onboarding">
                  <FileTextIcon aria-hidden /> Go to the Onboarding tab
                </Link>
              </Button>
            </Flex>
          </Card>
        </Grid>
      </section>
    </Card>
  );
}

/** A test 'Need More Information' email: the missing-information request for one chosen member. */
function NeedMoreInformation() {
  const queryClient = useQueryClient();
  const members = useQuery(membersQuery);
  const [email, setEmail] = useState("");
  const id = useId();
  // The request is refused unless the profile exists and is incomplete (src/shared/onboarding.ts).
  const eligible = useMemo(
    () => (members.data ?? []).filter(canRequestMissingInfo).sort((a, b) => displayName(a).localeCompare(displayName(b))),
    [members.data],
  );
  const send = useMutation({
    mutationFn: sendProfileUpdateEmail,
    onSuccess: async () => {
      toast({ title: "Email sent successfully", description: "Profile update email has been sent." });
      await refreshAfter(queryClient, "onboarding");
    },
    onError: (error) => toastError(error, "Please try again.", "Failed to send email"),
  });
  const chosen = eligible.some((m) => m.email === email) ? email : "";
  return (
    <Card variant="surface">
      <Flex direction="column" gap="2" height="100%">
        <Heading as="h3" size="3">
          Test 'Need More Information' email
        </Heading>
        <Text size="2" color="gray">
          Sends the profile_update template, listing the member's missing fields. Only members with a created but incomplete profile can be
          asked.
        </Text>
        <Text as="label" size="2" weight="medium" htmlFor={id}>
          Member
        </Text>
        <Select.Root value={chosen} onValueChange={setEmail} disabled={eligible.length === 0}>
          <Select.Trigger id={id} placeholder={eligible.length ? "Choose a member" : "No incomplete profiles"} />
          <Select.Content position="popper">
            {eligible.map((m) => (
              <Select.Item key={m.id} value={m.email ?? ""}>
                {displayName(m)} ({m.email})
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
        <Flex style={{ flex: 1 }} align="end">
          <Button onClick={() => send.mutate(chosen)} disabled={!chosen || send.isPending} style={{ width: "100%" }}>
            <EnvelopeClosedIcon aria-hidden /> {send.isPending ? "Sending..." : "Send update request"}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
