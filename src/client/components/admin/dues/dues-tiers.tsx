import { Button, Card, Flex, Heading, Table, Text, TextField } from "@radix-ui/themes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { amountText } from "../../../../shared/dues";
import { addTier, deleteTier, duesKeys, updateTier, type DuesOverview } from "../../../api/dues";
import { Field } from "../../field";
import { toast, toastError } from "../../toast";
import { shownLengthError } from "../../../lib/form-limits";

type Tier = DuesOverview["tiers"][number];

/** The season's tiers; the first is what a member without a tier owes. */
export function DuesTiers({ tiers, currency }: { tiers: Tier[]; currency: string }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: duesKeys.overview });
  const [name, setName] = useState("");
  const [amount, setAmount] = useState("");
  const add = useMutation({
    mutationFn: () => addTier({ name, amount }),
    onSuccess: async () => {
      toast({ title: "Tier Added", description: `${name.trim()} has been added.` });
      setName("");
      setAmount("");
      await refresh();
    },
    onError: (error) => toastError(error, "Could not add the tier"),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <Card data-testid="dues-tiers">
      <Heading as="h3" size="3" mb="1">
        Tiers
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        One tier is one amount for everyone. The first tier is what a member owes until you give them another.
      </Text>
      {tiers.length > 0 && (
        <Table.Root size="1" mb="3">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Tier</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Amount ({currency})</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <span className="visually-hidden">Actions</span>
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {tiers.map((tier) => (
              <TierRow key={`${tier.id}-${tier.amountMinor}-${tier.name}`} tier={tier} currency={currency} onChanged={refresh} />
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <form onSubmit={submit}>
        <Flex gap="3" wrap="wrap" align="end">
          <Field
            label="New tier name"
            error={shownLengthError("Tier name", name, { max: 60 }, false)}
            style={{ flex: "1 1 160px", minWidth: 0 }}
          >
            {(id, describedBy) => (
              <TextField.Root
                id={id}
                name="tierName"
                aria-describedby={describedBy}
                placeholder="Full"
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </Field>
          <Field label={`Amount (${currency})`} style={{ flex: "0 1 140px", minWidth: 0 }}>
            {(id) => (
              <TextField.Root
                id={id}
                name="tierAmount"
                inputMode="decimal"
                placeholder="120.00"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" disabled={add.isPending}>
            Add tier
          </Button>
        </Flex>
      </form>
    </Card>
  );
}

function TierRow({ tier, currency, onChanged }: { tier: Tier; currency: string; onChanged: () => Promise<unknown> }) {
  const [name, setName] = useState(tier.name);
  const [amount, setAmount] = useState(amountText(tier.amountMinor, currency));
  const save = useMutation({
    mutationFn: () => updateTier(tier.id, { name, amount }),
    onSuccess: async () => {
      toast({ title: "Tier Updated", description: `${name.trim()} has been updated.` });
      await onChanged();
    },
    onError: (error) => toastError(error, "Could not update the tier"),
  });
  const remove = useMutation({
    mutationFn: () => deleteTier(tier.id),
    onSuccess: async () => {
      toast({ title: "Tier Deleted", description: `${tier.name} has been deleted.` });
      await onChanged();
    },
    onError: (error) => toastError(error, "Could not delete the tier"),
  });
  return (
    <Table.Row>
      <Table.Cell>
        <TextField.Root aria-label={`Name of tier ${tier.name}`} size="1" value={name} onChange={(e) => setName(e.target.value)} />
      </Table.Cell>
      <Table.Cell>
        <TextField.Root
          aria-label={`Amount of tier ${tier.name}`}
          size="1"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </Table.Cell>
      <Table.Cell>
        <Flex gap="2">
          <Button size="1" variant="soft" onClick={() => save.mutate()} disabled={save.isPending}>
            Save
          </Button>
          <Button
            size="1"
            variant="soft"
            color="red"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
            aria-label={`Delete tier ${tier.name}`}
          >
            Delete
          </Button>
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}
