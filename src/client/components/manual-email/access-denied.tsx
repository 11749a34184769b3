import { LockClosedIcon } from "@radix-ui/react-icons";
import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import { useDocumentTitle } from "../../lib/document-title";
import { MAIN_PROPS } from "../skip-link";

/** What a signed-in member sees on the manual email pages (docs/product.md#screens). */
export function AccessDenied() {
  useDocumentTitle("Access Denied");
  return (
    <Flex asChild align="center" justify="center" p="4" style={{ minHeight: "100vh" }}>
      <main {...MAIN_PROPS}>
        <Card size="4" style={{ maxWidth: 420, width: "100%" }}>
          <Flex direction="column" align="center" gap="3">
            <Text color="red" size="6">
              <LockClosedIcon aria-hidden width="28" height="28" />
            </Text>
            <Heading as="h1" size="6">
              Access Denied
            </Heading>
            <Text color="gray">Admin access required</Text>
            <Button asChild variant="soft">
              <Link to="/">Back to Members</Link>
            </Button>
          </Flex>
        </Card>
      </main>
    </Flex>
  );
}
