import "./email-templates.css";
import { Box, Card, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { useBlocker } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { configQuery } from "../../../api/auth";
import { emailTemplatesQuery } from "../../../api/email-templates";
import { TemplateEditPanel, type Draft } from "./template-edit-panel";
import { TemplateList } from "./template-list";
import { FALLBACK_CAMP_NAME, templateLabel } from "./template-preview";
import { TemplatePreviewPanel } from "./template-preview-panel";
import { QueryState } from "../../query-state";

/**
 * The Email tab (/admin/email-templates, docs/product.md#email-tab): nothing selected → a template selected, in
 * preview → edit mode via Edit. Save (when it succeeds) and Cancel leave edit mode; Cancel drops the draft.
 */
export function EmailTemplatesTab() {
  const templates = useQuery(emailTemplatesQuery);
  const config = useQuery(configQuery);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [leftEditMode, setLeftEditMode] = useState(false);
  const detail = useRef<HTMLDivElement>(null);
  const selected = templates.data?.find((t) => t.id === selectedId) ?? null;

  // Leaving the Email tab (another dashboard tab, Back to Members, or the page itself) with unsaved
  // edits asks first; closing or reloading the page gets the browser's own warning.
  const unsaved = Boolean(draft?.dirty);
  useBlocker({
    shouldBlockFn: () =>
      unsaved && !window.confirm(`Discard your changes to the ${selected ? templateLabel(selected.name) : ""} template?`),
    enableBeforeUnload: () => unsaved,
  });

  function select(id: number) {
    if (id === selectedId) return;
    if (draft?.dirty && selected && !window.confirm(`Discard your changes to the ${templateLabel(selected.name)} template?`)) return;
    setDraft(null);
    setLeftEditMode(false);
    setSelectedId(id);
  }
  const leaveEditMode = () => {
    setDraft(null);
    setLeftEditMode(true);
  };

  // On a phone the list sits above the preview: bring the chosen template into view.
  useEffect(() => {
    const panel = detail.current;
    if (selectedId === null || !panel) return;
    if (panel.getBoundingClientRect().top > window.innerHeight * 0.5) panel.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [selectedId]);

  return (
    <Flex direction="column" gap="4">
      <Box>
        <Heading as="h2" size="5">
          Email Templates
        </Heading>
        <Text as="p" size="2" color="gray">
          The subject and body of every email the camp sends. The camp name and footer are added around the body when it is sent.
        </Text>
      </Box>
      <QueryState query={templates} loading="Loading templates…" failed="Could not load the templates">
        {(data) => (
          <Grid columns={{ initial: "1", md: "minmax(260px, 1fr) 2fr" }} gap="4" align="start">
            <TemplateList templates={data} selectedId={selectedId} onSelect={select} />
            <Box ref={detail} className="template-detail">
              {!selected ? (
                <Card size="2">
                  <Text color="gray">Select a template to preview it.</Text>
                </Card>
              ) : draft ? (
                <TemplateEditPanel
                  key={selected.id}
                  template={selected}
                  draft={draft}
                  onDraftChange={(change) => setDraft((d) => (d ? change(d) : d))}
                  onCancel={leaveEditMode}
                  onSaved={leaveEditMode}
                />
              ) : (
                <TemplatePreviewPanel
                  template={selected}
                  campName={config.data?.campName || FALLBACK_CAMP_NAME}
                  focusEdit={leftEditMode}
                  onEdit={() => setDraft({ subject: selected.subject, htmlContent: selected.htmlContent, dirty: false })}
                />
              )}
            </Box>
          </Grid>
        )}
      </QueryState>
    </Flex>
  );
}
