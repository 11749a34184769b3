import { Pencil1Icon } from "@radix-ui/react-icons";
import { Badge, Box, Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useMemo } from "react";
import type { EmailTemplate } from "../../../api/email-templates";
import { MissingFieldsExample } from "./missing-fields-example";
import { renderPreview, sampleDescription, templateLabel } from "./template-preview";

interface Props {
  template: EmailTemplate;
  campName: string;
  onEdit: () => void;
  /** Focus Edit on arrival (after leaving edit mode), so keyboard users stay where they were. */
  focusEdit: boolean;
}

/**
 * The subject and the body rendered with sample values, in the mail layout. The body is shown in a
 * sandboxed frame (no scripts, its own origin), so template HTML can never reach the app.
 */
export function TemplatePreviewPanel({ template, campName, onEdit, focusEdit }: Props) {
  const preview = useMemo(() => renderPreview({ template, campName, origin: window.location.origin }), [template, campName]);
  const label = templateLabel(template.name);
  return (
    <Card size="2" data-testid="template-preview">
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Flex align="center" gap="2">
            <Heading as="h3" size="4">
              {label}
            </Heading>
            <Badge color="gray">Preview</Badge>
          </Flex>
          <Button onClick={onEdit} autoFocus={focusEdit}>
            <Pencil1Icon /> Edit
          </Button>
        </Flex>
        <Box>
          <Text as="div" size="1" color="gray" weight="medium">
            Subject
          </Text>
          <Text as="div" size="3" weight="bold" className="break-anywhere" data-testid="preview-subject">
            {preview.subject}
          </Text>
        </Box>
        <iframe title={`${label} email preview`} sandbox="" srcDoc={preview.html} className="email-preview-frame" />
        <Text as="p" size="1" color="gray">
          {sampleDescription(template.variables, campName)} A placeholder the template does not know stays visible in double braces.
        </Text>
        {template.name === "profile_update" && <MissingFieldsExample />}
      </Flex>
    </Card>
  );
}
