import { Badge, Box, Button, Card, Flex, Heading, Text, TextField } from "@radix-ui/themes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, type FormEvent } from "react";
import { emailTemplatesQuery, updateEmailTemplate, type EmailTemplate } from "../../../api/email-templates";
import { TEMPLATE_SUBJECT_MAX } from "../../../../shared/constants";
import { lengthError } from "../../../lib/form-limits";
import { FieldError } from "../../field-error";
import { toast, toastError } from "../../toast";
import { EmailEditor, type EmailEditorHandle } from "./email-editor";
import { MissingFieldsExample } from "./missing-fields-example";
import { templateLabel, VARIABLE_HINTS, variableSnippet } from "./template-preview";

export interface Draft {
  subject: string;
  htmlContent: string;
  /** Changed by the admin (the editor's own first normalisation does not count). */
  dirty: boolean;
}

interface Props {
  template: EmailTemplate;
  draft: Draft;
  onDraftChange: (change: (draft: Draft) => Draft) => void;
  onCancel: () => void;
  onSaved: () => void;
}

/** Edit mode: subject, body in the rich-text editor, the template's variables (docs/product.md#email-tab). */
export function TemplateEditPanel({ template, draft, onDraftChange, onCancel, onSaved }: Props) {
  const queryClient = useQueryClient();
  const subjectId = useId();
  const bodyLabelId = useId();
  const variablesId = useId();
  const editor = useRef<EmailEditorHandle>(null);

  const save = useMutation({
    mutationFn: (input: { subject: string; htmlContent: string }) => updateEmailTemplate(template.id, input),
    onSuccess: ({ unknownVariables, ...saved }) => {
      queryClient.setQueryData(emailTemplatesQuery.queryKey, (list) => list?.map((t) => (t.id === saved.id ? saved : t)));
      toast({
        title: "Template updated",
        description: unknownVariables.length ? `Unknown variables: ${unknownVariables.map((name) => `{{${name}}}`).join(", ")}` : undefined,
      });
      onSaved();
    },
    // The draft stays as it is, so nothing typed is lost.
    onError: (error) => toastError(error, "Failed to update template", "Failed to update template"),
  });

  const subjectError = lengthError("Subject", draft.subject, { max: TEMPLATE_SUBJECT_MAX });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (subjectError) return document.getElementById(subjectId)?.focus();
    save.mutate({ subject: draft.subject, htmlContent: draft.htmlContent });
  };

  return (
    <Card size="2" data-testid="template-editor">
      <form onSubmit={submit} aria-label={`Edit the ${templateLabel(template.name)} template`}>
        <Flex direction="column" gap="4">
          <Flex align="center" gap="2">
            <Heading as="h3" size="4">
              {templateLabel(template.name)}
            </Heading>
            <Badge>Editing</Badge>
          </Flex>

          <Box>
            <Text as="label" htmlFor={subjectId} size="2" weight="medium">
              Subject
            </Text>
            <TextField.Root
              id={subjectId}
              mt="1"
              value={draft.subject}
              aria-invalid={Boolean(subjectError)}
              aria-describedby={subjectError ? `${subjectId}-error` : undefined}
              autoFocus
              onChange={(event) => {
                const subject = event.target.value;
                onDraftChange((d) => ({ ...d, subject, dirty: true }));
              }}
            />
            <FieldError id={`${subjectId}-error`} message={subjectError} />
          </Box>

          <Box>
            <Text as="div" size="2" weight="medium" id={variablesId}>
              Available variables
            </Text>
            <Text as="p" size="1" color="gray" mb="2">
              Click one to insert it into the body at the cursor. Placeholders are written in double braces.
            </Text>
            <ul className="variable-list" aria-labelledby={variablesId} data-testid="template-variables">
              {template.variables.map((name) => (
                <li key={name}>
                  <Button
                    type="button"
                    size="1"
                    variant="soft"
                    color="gray"
                    className="variable-chip"
                    aria-label={`Insert ${variableSnippet(name)}`}
                    onClick={() => editor.current?.insertText(variableSnippet(name))}
                  >
                    {variableSnippet(name)}
                  </Button>
                  {VARIABLE_HINTS[name] && (
                    <Text size="1" color="gray">
                      {VARIABLE_HINTS[name]}
                    </Text>
                  )}
                </li>
              ))}
            </ul>
          </Box>

          <Box>
            <Text as="div" size="2" weight="medium" id={bodyLabelId} mb="1">
              Body
            </Text>
            <EmailEditor
              ref={editor}
              initialHtml={draft.htmlContent}
              labelledBy={bodyLabelId}
              onChange={(htmlContent, byUser) => onDraftChange((d) => ({ ...d, htmlContent, dirty: d.dirty || byUser }))}
              onRejected={(kind) =>
                toast({
                  title: kind === "link" ? "Link not added" : "Image not added",
                  description:
                    kind === "link"
                      ? "Links must start with http, https, mailto or tel."
                      : "Images must come from an http, https or data URL.",
                  variant: "destructive",
                })
              }
            />
          </Box>

          {template.name === "profile_update" && <MissingFieldsExample />}

          <Flex gap="3" justify="end" wrap="wrap">
            <Button type="button" variant="soft" color="gray" onClick={onCancel} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save"}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
