import { Badge, Card, Flex, Grid, Table, Text } from "@radix-ui/themes";
import { memo } from "react";
import type { WorkflowStatus } from "../../../../shared/onboarding";
import { displayName } from "../../../../shared/profile";
import { SpacerRow, useWindowRows } from "../../../lib/use-window-rows";
import { aiBadge, inviteBadge, remindedLabel, replyBadge, replyNoteLabel, welcomeBadge } from "../../../lib/onboarding";
import { RowActions } from "./row-actions";
import { StepBadge } from "./step-badge";
import { useWideScreen } from "./use-wide-screen";
import { tableRowCount } from "../table-row-count";

interface ListProps {
  members: readonly WorkflowStatus[];
  onViewLogs: (m: WorkflowStatus) => void;
}

/** One row per member with a badge per step (docs/product.md#onboarding-tab); on a phone, one card per member instead. */
export function OnboardingTable(props: ListProps) {
  return useWideScreen() ? <WideTable {...props} /> : <MemberCards {...props} />;
}

function WideTable({ members, onViewLogs }: ListProps) {
  const rows = useWindowRows<HTMLDivElement>({ count: members.length, estimate: 83, getKey: (i) => members[i].id });
  return (
    <div className="admin-table-scroll" data-testid="onboarding-table" ref={rows.anchor}>
      <Table.Root variant="surface" size="2" className="fixed-table" ref={tableRowCount(members.length + 1)}>
        <colgroup>
          <col />
          <col style={{ width: 120 }} />
          <col style={{ width: 120 }} />
          <col style={{ width: 150 }} />
          <col style={{ width: 120 }} />
          <col style={{ width: 190 }} />
        </colgroup>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Member</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Invite</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Reply</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>AI Process</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Welcome</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>
              <span className="visually-hidden">Actions</span>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <SpacerRow height={rows.before} columns={6} />
          {rows.items.map((v) => (
            <OnboardingRow
              key={v.key}
              index={v.index}
              measure={rows.virtualizer.measureElement}
              member={members[v.index]}
              onViewLogs={onViewLogs}
            />
          ))}
          <SpacerRow height={rows.after} columns={6} />
        </Table.Body>
      </Table.Root>
    </div>
  );
}

type RowProps = {
  index: number;
  measure: (element: Element | null) => void;
  member: WorkflowStatus;
  onViewLogs: (m: WorkflowStatus) => void;
};

const OnboardingRow = memo(function OnboardingRow({ index, measure, member, onViewLogs }: RowProps) {
  const name = displayName(member);
  return (
    <Table.Row align="center" data-testid="onboarding-row" data-index={index} ref={measure} aria-rowindex={index + 2}>
      <Table.RowHeaderCell>
        <Flex direction="column" minWidth="0">
          <Text weight="medium" className="truncate" title={name}>
            {name}
          </Text>
          <Text size="1" color="gray" className="truncate" title={member.email}>
            {member.email}
          </Text>
          {member.playaName && (
            <Text size="1" color="gray" className="truncate">
              “{member.playaName}”
            </Text>
          )}
        </Flex>
      </Table.RowHeaderCell>
      <Table.Cell data-step="invite">
        <Flex gap="1" wrap="wrap" align="center">
          <StepBadge step={inviteBadge(member)} />
          <Reminded member={member} />
        </Flex>
      </Table.Cell>
      <Table.Cell data-step="reply">
        <Flex gap="1" wrap="wrap" align="center">
          <StepBadge step={replyBadge(member)} />
          <ReplyNoteBadge member={member} />
        </Flex>
      </Table.Cell>
      <Table.Cell data-step="ai">
        <StepBadge step={aiBadge(member)} />
      </Table.Cell>
      <Table.Cell data-step="welcome">
        <StepBadge step={welcomeBadge(member)} />
      </Table.Cell>
      <Table.Cell>
        <RowActions member={member} onViewLogs={onViewLogs} />
      </Table.Cell>
    </Table.Row>
  );
});

const STEPS = [
  { key: "invite", label: "Invite", badge: inviteBadge },
  { key: "reply", label: "Reply", badge: replyBadge },
  { key: "ai", label: "AI Process", badge: aiBadge },
  { key: "welcome", label: "Welcome", badge: welcomeBadge },
] as const;

function MemberCards({ members, onViewLogs }: ListProps) {
  const rows = useWindowRows<HTMLUListElement>({ count: members.length, estimate: 232, getKey: (i) => members[i].id });
  return (
    <ul
      className="onboarding-cards"
      data-testid="onboarding-cards"
      ref={rows.anchor}
      style={{ paddingTop: rows.before, paddingBottom: rows.after }}
    >
      {rows.items.map((v) => (
        <li key={v.key} data-index={v.index} ref={rows.virtualizer.measureElement}>
          <OnboardingCard member={members[v.index]} onViewLogs={onViewLogs} />
        </li>
      ))}
    </ul>
  );
}

const OnboardingCard = memo(function OnboardingCard({
  member,
  onViewLogs,
}: {
  member: WorkflowStatus;
  onViewLogs: (m: WorkflowStatus) => void;
}) {
  return (
    <Card data-testid="onboarding-row">
      <Flex direction="column" gap="3">
        <Flex direction="column" style={{ minWidth: 0 }}>
          <Text weight="medium" as="p" className="truncate">
            {displayName(member)}
          </Text>
          <Text size="1" color="gray" className="break-anywhere">
            {member.email}
            {member.playaName && ` · “${member.playaName}”`}
          </Text>
        </Flex>
        <Grid columns="2" gapX="3" gapY="2" asChild>
          <dl className="onboarding-card-steps">
            {STEPS.map(({ key, label, badge }) => (
              <div key={key} data-step={key}>
                <Text as="div" size="1" color="gray" asChild>
                  <dt>{label}</dt>
                </Text>
                <dd>
                  <Flex gap="1" wrap="wrap" align="center">
                    <StepBadge step={badge(member)} />
                    {key === "invite" && <Reminded member={member} />}
                    {key === "reply" && <ReplyNoteBadge member={member} />}
                  </Flex>
                </dd>
              </div>
            ))}
          </dl>
        </Grid>
        <RowActions member={member} onViewLogs={onViewLogs} />
      </Flex>
    </Card>
  );
});

/** The member's last mail was not a profile (an auto-reply, a decline, "later"): nothing was applied. */
function ReplyNoteBadge({ member }: { member: WorkflowStatus }) {
  const note = replyNoteLabel(member);
  return note ? (
    <Badge size="1" variant="outline" color={member.replyNote === "declined" ? "red" : "gray"} title={note.title} data-testid="reply-note">
      {note.label}
    </Badge>
  ) : null;
}

function Reminded({ member }: { member: WorkflowStatus }) {
  const label = remindedLabel(member);
  return label ? (
    <Text size="1" color="gray" data-testid="reminded">
      {label}
    </Text>
  ) : null;
}
