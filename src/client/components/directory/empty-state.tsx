import { MagnifyingGlassIcon, PersonIcon } from "@radix-ui/react-icons";
import { Card, Flex, Heading, Text } from "@radix-ui/themes";

/** The directory's empty states (docs/product.md#member-directory): one message when the camp has no members, another when nothing matches. */
export function EmptyState({ kind }: { kind: "no-members" | "no-matches" }) {
  const [title, text] =
    kind === "no-members"
      ? ["No members yet", "Members will appear here once they've been added to the camp."]
      : ["No members match your search", "Try adjusting your search terms or filters"];
  const Icon = kind === "no-members" ? PersonIcon : MagnifyingGlassIcon;
  return (
    <Card size="4" data-testid="empty-state">
      <Flex direction="column" align="center" gap="2" py="6">
        <Icon width="32" height="32" aria-hidden color="var(--gray-9)" />
        <Heading as="h2" size="4" align="center">
          {title}
        </Heading>
        <Text color="gray" align="center">
          {text}
        </Text>
      </Flex>
    </Card>
  );
}
