import { CheckCircledIcon } from "@radix-ui/react-icons";
import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import type { EmailTemplate } from "../../../api/email-templates";
import { templateLabel } from "./template-preview";

interface Props {
  templates: EmailTemplate[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** Every template with its subject and description; the chosen one is marked (docs/product.md#email-tab). */
export function TemplateList({ templates, selectedId, onSelect }: Props) {
  return (
    <ul className="template-list" aria-label="Email templates">
      {templates.map((template) => {
        const selected = template.id === selectedId;
        return (
          <li key={template.id}>
            <Card asChild className="template-item" data-testid="template-item">
              <button type="button" aria-current={selected ? "true" : undefined} onClick={() => onSelect(template.id)}>
                <Flex direction="column" gap="1">
                  <Flex align="center" gap="2" justify="between">
                    <Heading as="h3" size="3">
                      {templateLabel(template.name)}
                    </Heading>
                    {selected && <CheckCircledIcon className="template-item-check" aria-hidden />}
                  </Flex>
                  <Text size="2" weight="medium" className="break-anywhere">
                    {template.subject}
                  </Text>
                  <Text size="1" color="gray">
                    {template.description}
                  </Text>
                </Flex>
              </button>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
