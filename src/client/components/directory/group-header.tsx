import { Badge, Flex, Heading } from "@radix-ui/themes";
import { memberCountLabel, type MemberGroup } from "../../lib/directory";
import { AccommodationIcon } from "./accommodation-icon";

/** An accommodation group's heading: icon, name and 'N member(s)'. */
export function GroupHeader({ group, type, id }: { group: MemberGroup; type: string | undefined; id: string }) {
  return (
    <Flex align="center" gap="2" mb="3" wrap="wrap">
      <AccommodationIcon type={group.accommodation ? type : null} size={24} />
      <Heading as="h2" size="4" id={id}>
        {group.label}
      </Heading>
      <Badge variant="soft" color="gray" radius="full">
        {memberCountLabel(group.members.length)}
      </Badge>
    </Flex>
  );
}
