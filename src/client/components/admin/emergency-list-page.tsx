import "./emergency-list.css";
import { ArrowLeftIcon, DownloadIcon } from "@radix-ui/react-icons";
import { Button, Callout, Checkbox, Container, Flex, Heading, Table, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import { api, type Api, type Ok } from "../../api/client";
import { useDocumentTitle } from "../../lib/document-title";
import { QueryState } from "../query-state";
import { MAIN_PROPS } from "../skip-link";

type EmergencyList = Ok<Api["admin"]["emergency-list"]["$get"]>;

/**
 * The season's emergency list for the camp's safety lead (issue 26), made to print. Medical notes
 * only when ticked: each load with them is one audited read per note, so nothing here is cached.
 */
export function EmergencyListPage() {
  useDocumentTitle("Emergency list");
  const [medical, setMedical] = useState(false);
  const medicalId = useId();
  const list = useQuery({
    queryKey: ["admin", "emergency-list", medical],
    queryFn: ({ signal }) => api<EmergencyList>(`/api/admin/emergency-list${medical ? "?medical=1" : ""}`, { signal }),
    gcTime: 0,
    staleTime: 0,
  });
  return (
    <Container size="4" px={{ initial: "3", sm: "4" }} py="4">
      <main {...MAIN_PROPS}>
        <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3" className="no-print">
          <Button asChild variant="soft">
            <Link to="/admin/dues">
              <ArrowLeftIcon /> Back to Dues
            </Link>
          </Button>
          <Flex gap="2" wrap="wrap">
            <Button asChild variant="soft">
              <a href={`/api/admin/emergency-list.csv${medical ? "?medical=1" : ""}`} download>
                <DownloadIcon /> Download CSV
              </a>
            </Button>
            <Button onClick={() => window.print()}>Print</Button>
          </Flex>
        </Flex>
        <Heading as="h1" size="6" mb="2">
          Emergency list{list.data ? ` · ${list.data.season.name}` : ""}
        </Heading>
        <Text as="p" size="2" color="gray" mb="3">
          Members coming this season, their emergency contact and dietary needs. Confidential: for the camp's safety lead.
        </Text>
        <Flex direction="column" gap="2" mb="3" className="no-print">
          <Text as="label" size="2" htmlFor={medicalId}>
            <Flex gap="2" align="center">
              <Checkbox id={medicalId} checked={medical} onCheckedChange={(c) => setMedical(c === true)} />
              Include medical notes
            </Flex>
          </Text>
          {medical && (
            <Callout.Root color="amber" size="1">
              <Callout.Text>Each medical note shown is recorded in the audit log, with your name and the time.</Callout.Text>
            </Callout.Root>
          )}
        </Flex>
        <QueryState query={list} loading="Loading the emergency list…" failed="Could not load the emergency list">
          {(data) =>
            data.members.length === 0 ? (
              <Text as="p">Nobody has said they are coming yet.</Text>
            ) : (
              <Table.Root size="1" variant="surface" className="emergency-table" data-testid="emergency-list">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>Member</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Emergency contact</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Phone</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Dietary needs</Table.ColumnHeaderCell>
                    {data.medical && <Table.ColumnHeaderCell>Medical note</Table.ColumnHeaderCell>}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.members.map((m) => (
                    <Table.Row key={m.memberId}>
                      <Table.RowHeaderCell>
                        {m.name}
                        {m.playaName ? ` (${m.playaName})` : ""}
                      </Table.RowHeaderCell>
                      <Table.Cell>
                        {m.emergencyName ? `${m.emergencyName}${m.emergencyRelation ? `, ${m.emergencyRelation}` : ""}` : "—"}
                      </Table.Cell>
                      <Table.Cell>{m.emergencyPhone ?? "—"}</Table.Cell>
                      <Table.Cell>{m.dietary ?? "—"}</Table.Cell>
                      {data.medical && <Table.Cell style={{ whiteSpace: "pre-wrap" }}>{m.medicalNote ?? "—"}</Table.Cell>}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )
          }
        </QueryState>
      </main>
    </Container>
  );
}
