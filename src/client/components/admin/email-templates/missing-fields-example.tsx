import { Box, Heading, Text } from "@radix-ui/themes";
import { useId } from "react";
import { exampleMissingFields } from "./template-preview";

/** The profile_update list as a member who has filled in nothing would get it (docs/product.md#email-tab). */
export function MissingFieldsExample() {
  const headingId = useId();
  return (
    <Box className="missing-fields-example" data-testid="example-missing-fields">
      <Heading as="h4" size="2" id={headingId}>
        Example missing fields
      </Heading>
      <Text as="p" size="1" color="gray" mb="2">
        These are filled in per member at send time.
      </Text>
      <ul aria-labelledby={headingId}>
        {exampleMissingFields().map((line) => (
          <li key={line}>
            <Text size="2">{line}</Text>
          </li>
        ))}
      </ul>
    </Box>
  );
}
