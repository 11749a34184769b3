import { Button, DataList, Flex, Text } from "@radix-ui/themes";
import { useMutation } from "@tanstack/react-query";
import { readMemberCare, type AdminCare } from "../../api/care";
import { errorMessage } from "../../api/client";

/**
 * An admin's view of one member's care details (issue 26): fetched on click, never kept, and each
 * open is one read the server records in the audit log.
 */
export function AdminCarePanel({ memberId }: { memberId: number }) {
  const read = useMutation({ mutationFn: () => readMemberCare(memberId), gcTime: 0 });
  const care: AdminCare | undefined = read.data;
  return (
    <Flex direction="column" gap="3" data-testid="admin-care">
      <Text size="2" color="gray">
        Emergency contact, dietary needs and medical note. Each time you show them, the read is recorded in the audit log.
      </Text>
      <Flex gap="2">
        {care ? (
          <Button type="button" variant="soft" onClick={() => read.reset()}>
            Hide care details
          </Button>
        ) : (
          <Button type="button" variant="soft" onClick={() => read.mutate()} disabled={read.isPending}>
            {read.isPending ? "Loading…" : "Show care details"}
          </Button>
        )}
      </Flex>
      {read.isError && (
        <Text size="2" color="red" role="alert">
          {errorMessage(read.error, "Could not load the care details")}
        </Text>
      )}
      {care && (
        <DataList.Root orientation={{ initial: "vertical", sm: "horizontal" }}>
          <Item
            label="Emergency contact"
            value={[care.emergencyName, care.emergencyRelation && `(${care.emergencyRelation})`].filter(Boolean).join(" ")}
          />
          <Item label="Phone" value={care.emergencyPhone} />
          <Item label="Dietary needs" value={care.dietary} />
          <Item label="Medical note" value={care.medicalNote} />
        </DataList.Root>
      )}
    </Flex>
  );
}

function Item({ label, value }: { label: string; value: string | null }) {
  return (
    <DataList.Item>
      <DataList.Label>{label}</DataList.Label>
      <DataList.Value>
        <Text style={{ whiteSpace: "pre-wrap" }}>{value || "—"}</Text>
      </DataList.Value>
    </DataList.Item>
  );
}
