import { Button, Callout, Flex } from "@radix-ui/themes";
import { useNewVersion } from "../lib/service-worker";

/** After a deploy, a page still running the old version offers the new one (issue 15). */
export function UpdatePrompt() {
  const newVersion = useNewVersion();
  if (!newVersion) return null;
  return (
    <div className="update-prompt">
      <Callout.Root color="blue" role="status" variant="surface">
        <Flex align="center" gap="3">
          <Callout.Text>New version — reload</Callout.Text>
          <Button size="1" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Flex>
      </Callout.Root>
    </div>
  );
}
