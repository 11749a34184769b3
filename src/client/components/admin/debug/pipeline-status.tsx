import { CheckCircledIcon, CrossCircledIcon } from "@radix-ui/react-icons";
import { Badge, Card, Code, DataList, Flex, Heading, Text } from "@radix-ui/themes";
import type { PipelineHealth } from "../../../api/onboarding";
import type { Check } from "../../../lib/pipeline";

/** Which parts of the email pipeline are configured (bindings and addresses). */
export function PipelineBindings({ health }: { health: PipelineHealth }) {
  return (
    <Card asChild>
      <section aria-labelledby="pipeline-bindings">
        <Heading as="h2" size="4" mb="3" id="pipeline-bindings">
          Email pipeline
        </Heading>
        <DataList.Root orientation={{ initial: "vertical", sm: "horizontal" }}>
          <DataList.Item>
            <DataList.Label minWidth="160px">Mail sending</DataList.Label>
            <DataList.Value>
              <Flex gap="2" align="center" wrap="wrap">
                <Configured ok={health.mailSending} />
                <Text size="2" color="gray" className="break-anywhere">
                  from {health.mailFrom}
                </Text>
              </Flex>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="160px">AI extraction</DataList.Label>
            <DataList.Value>
              <Flex gap="2" align="center" wrap="wrap">
                <Configured ok={health.ai} />
                <Text size="2" color="gray">
                  {health.ai ? "Workers AI, with the built-in parser as fallback" : "the built-in parser is used"}
                </Text>
              </Flex>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="160px">Reply addresses</DataList.Label>
            <DataList.Value>
              <Code variant="ghost" className="break-anywhere">
                {health.replyAddress}
              </Code>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="160px">Environment</DataList.Label>
            <DataList.Value>
              <Badge color={health.environment === "production" ? "green" : "gray"} variant="soft">
                {health.environment}
              </Badge>
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </section>
    </Card>
  );
}

function Configured({ ok }: { ok: boolean }) {
  return (
    <Badge color={ok ? "green" : "amber"} variant="soft">
      {ok ? <CheckCircledIcon aria-hidden /> : <CrossCircledIcon aria-hidden />}
      {ok ? "Configured" : "Not configured"}
    </Badge>
  );
}

/** The troubleshooting checklist (docs/product.md#debug-tab), from the pipeline's live state: a tick or a cross and what to do. */
export function TroubleshootingChecklist({ checks }: { checks: Check[] }) {
  return (
    <Card asChild>
      <section aria-labelledby="troubleshooting">
        <Heading as="h2" size="4" mb="3" id="troubleshooting">
          Troubleshooting checklist
        </Heading>
        <ul className="checklist">
          {checks.map((check) => (
            <li key={check.key} data-testid={`check-${check.key}`} data-ok={check.ok}>
              <Text color={check.ok ? "green" : "red"} className="checklist-icon">
                {check.ok ? (
                  <CheckCircledIcon width="18" height="18" aria-hidden />
                ) : (
                  <CrossCircledIcon width="18" height="18" aria-hidden />
                )}
              </Text>
              <div>
                <Text as="p" size="2" weight="bold">
                  <span className="visually-hidden">{check.ok ? "OK: " : "Needs attention: "}</span>
                  {check.label}
                </Text>
                <Text as="p" size="2" color="gray" className="break-anywhere">
                  {check.detail}
                </Text>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
