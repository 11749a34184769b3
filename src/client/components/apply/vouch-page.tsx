import { Button, Callout, Card, DataList, Flex, Heading, Text } from "@radix-ui/themes";
import { useMutation, useQuery } from "@tanstack/react-query";
import { configQuery } from "../../api/auth";
import { answerVouch, vouchQuery } from "../../api/applications";
import { errorMessage } from "../../api/client";
import { useBackground } from "../../lib/background";
import { useDocumentTitle } from "../../lib/document-title";
import { BackgroundPage } from "../background-page";

const INVALID = "This link is invalid, expired or already used.";

/**
 * /vouch?token=…: the sponsor's page (issue 27). Opening it shows the applicant's answers; nothing
 * is decided until one of the two buttons POSTs the token, which spends it (either button).
 */
export function VouchPage({ token, decision }: { token: string; decision?: string }) {
  const background = useBackground("auth");
  const config = useQuery(configQuery);
  useDocumentTitle("Vouch for an applicant");
  const application = useQuery({ ...vouchQuery(token), enabled: token.length > 0 });
  const answer = useMutation({ mutationFn: (choice: "vouch" | "decline") => answerVouch(token, choice) });
  const declineFirst = decision === "decline";

  let body: React.ReactNode;
  if (answer.isSuccess) {
    body = (
      <Callout.Root color="green" role="status">
        <Callout.Text>{answer.data.message}</Callout.Text>
      </Callout.Root>
    );
  } else if (!token || application.isError) {
    body = (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{token ? errorMessage(application.error, INVALID) : INVALID}</Callout.Text>
      </Callout.Root>
    );
  } else if (!application.data) {
    body = <Text color="gray">Loading…</Text>;
  } else {
    const a = application.data;
    const buttons = [
      <Button
        key="vouch"
        size="3"
        variant={declineFirst ? "soft" : "solid"}
        disabled={answer.isPending}
        onClick={() => answer.mutate("vouch")}
      >
        Yes, I vouch for them
      </Button>,
      <Button
        key="decline"
        size="3"
        color="gray"
        variant={declineFirst ? "solid" : "soft"}
        disabled={answer.isPending}
        onClick={() => answer.mutate("decline")}
      >
        I don't know them
      </Button>,
    ];
    body = (
      <Flex direction="column" gap="4">
        <Heading as="h2" size="4">
          {a.name} asked you to sponsor them
        </Heading>
        <DataList.Root orientation={{ initial: "vertical", sm: "horizontal" }}>
          <DataList.Item>
            <DataList.Label>Playa name</DataList.Label>
            <DataList.Value>{a.playaName ?? "—"}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Burns attended</DataList.Label>
            <DataList.Value>{a.burns}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>About them</DataList.Label>
            <DataList.Value>
              <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{a.about}</Text>
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
        {answer.isError && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{errorMessage(answer.error, "Your answer could not be sent. Please try again.")}</Callout.Text>
          </Callout.Root>
        )}
        <Flex gap="3" wrap="wrap" direction={{ initial: "column", sm: "row" }}>
          {declineFirst ? buttons.reverse() : buttons}
        </Flex>
        <Text size="1" color="gray">
          Your answer goes to the camp's admins, who decide. The link works once.
        </Text>
      </Flex>
    );
  }

  return (
    <BackgroundPage background={background}>
      <Card size="3" style={{ maxWidth: 520, width: "100%" }}>
        <Flex direction="column" gap="4">
          <Heading as="h1" size="6">
            {config.data?.campName ?? "Camp Directory"}
          </Heading>
          {body}
        </Flex>
      </Card>
    </BackgroundPage>
  );
}
