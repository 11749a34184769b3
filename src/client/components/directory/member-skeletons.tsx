import { Card, Flex, Skeleton, Text } from "@radix-ui/themes";
import { MemberGrid } from "./member-grid";

const SKELETON_CARDS = 8;

/** While the members load: 8 placeholder cards (SPEC §9). */
export function MemberSkeletons() {
  return (
    <MemberGrid aria-busy="true" aria-label="Loading members">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Card key={i} data-testid="member-skeleton">
          <Flex direction="column" gap="3">
            <Flex gap="3" align="center">
              <Skeleton className="member-card-photo" />
              <Flex direction="column" gap="1">
                <Text size="3">
                  <Skeleton>Member name</Skeleton>
                </Text>
                <Text size="2">
                  <Skeleton>Playa name</Skeleton>
                </Text>
              </Flex>
            </Flex>
            <Skeleton width="70px" height="20px" />
            <Text size="2">
              <Skeleton>Somewhere, Some state</Skeleton>
            </Text>
            <Text size="2">
              <Skeleton>Accommodation</Skeleton>
            </Text>
          </Flex>
        </Card>
      ))}
    </MemberGrid>
  );
}
