import { Button, Callout, Checkbox, Dialog, Flex, Select, Text, TextArea, TextField } from "@radix-ui/themes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { daysProblem, formatDay } from "../../../shared/season";
import { errorMessage } from "../../api/client";
import { requestPass, saveMyAnswer, type MySeason } from "../../api/season";
import { refreshAfter } from "../../api/query-keys";
import { Field } from "../field";
import { toast } from "../toast";
import { shownLengthError } from "../../lib/form-limits";

const NO_TRAVEL = "none";

/** The member's arrival and departure days, travel, who sees the days, and the early-arrival pass. */
export function SeasonDaysDialog({ data, onClose }: { data: MySeason; onClose: () => void }) {
  const season = data.season!;
  const queryClient = useQueryClient();
  const [arrival, setArrival] = useState(data.me?.arrival ?? "");
  const [departure, setDeparture] = useState(data.me?.departure ?? "");
  const [travelMode, setTravelMode] = useState(data.me?.travelMode ?? NO_TRAVEL);
  const [showDays, setShowDays] = useState(data.me?.showDaysToMembers ?? false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const granted = data.pass?.status === "granted";
  const allowed = data.allowed!;

  const save = useMutation({
    mutationFn: () =>
      saveMyAnswer({
        arrival: arrival || null,
        departure: departure || null,
        travelMode: travelMode === NO_TRAVEL ? null : travelMode,
        showDaysToMembers: showDays,
      }),
    onSuccess: async () => {
      toast({ title: "Days saved", description: "Your days for this season are saved." });
      await refreshAfter(queryClient, "season");
      onClose();
    },
    onError: (e) => setError(errorMessage(e, "Could not save your days")),
  });
  const ask = useMutation({
    mutationFn: () => requestPass(reason),
    onSuccess: async () => {
      toast({ title: "Request sent", description: "An admin will decide on your early-arrival pass." });
      setReason("");
      await refreshAfter(queryClient, "season");
    },
    onError: (e) => toast({ title: "Request failed", description: errorMessage(e, "Could not send the request"), variant: "destructive" }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = daysProblem(season, arrival || null, departure || null, granted);
    if (problem) return setError(problem);
    setError(null);
    save.mutate();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>Your days for {season.name}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          Festival {formatDay(season.festivalStart, "short")} to {formatDay(season.festivalEnd, "short")}. You may arrive from{" "}
          {formatDay(allowed.earliest, "short")} and stay until {formatDay(allowed.latest, "short")}.
        </Dialog.Description>
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3" mt="4">
            <Flex gap="3" wrap="wrap">
              <Field label="Arrival" style={{ flex: "1 1 160px" }}>
                {(id) => (
                  <TextField.Root
                    id={id}
                    type="date"
                    value={arrival}
                    min={allowed.earliest}
                    max={allowed.latest}
                    onChange={(e) => {
                      setArrival(e.target.value);
                      setError(null);
                    }}
                  />
                )}
              </Field>
              <Field label="Departure" style={{ flex: "1 1 160px" }}>
                {(id) => (
                  <TextField.Root
                    id={id}
                    type="date"
                    value={departure}
                    min={arrival || allowed.earliest}
                    max={allowed.latest}
                    onChange={(e) => {
                      setDeparture(e.target.value);
                      setError(null);
                    }}
                  />
                )}
              </Field>
            </Flex>
            <Field label="Travel">
              {(id) => (
                <Select.Root value={travelMode} onValueChange={setTravelMode}>
                  <Select.Trigger id={id} />
                  <Select.Content position="popper">
                    <Select.Item value={NO_TRAVEL}>Not decided</Select.Item>
                    {season.travelModes.map((mode) => (
                      <Select.Item key={mode} value={mode}>
                        {mode}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              )}
            </Field>
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Checkbox checked={showDays} onCheckedChange={(v) => setShowDays(v === true)} />
                Show my arrival days to other members
              </Flex>
            </Text>
            {error && (
              <Callout.Root color="red" role="alert" size="1">
                <Callout.Text>{error}</Callout.Text>
              </Callout.Root>
            )}
            <Flex gap="3" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? "Saving..." : "Save days"}
              </Button>
            </Flex>
          </Flex>
        </form>
        {season.passQuota > 0 && (
          <Flex direction="column" gap="2" mt="5">
            <Text as="p" size="2" weight="bold">
              Early-arrival pass
            </Text>
            {data.pass ? (
              <Text size="2">
                Your request is <strong>{data.pass.status}</strong>
                {granted ? `: you may arrive from ${formatDay(allowed.earliest, "short")}.` : "."}
              </Text>
            ) : (
              <Field
                label="Why do you need to arrive early? (build crew, art, kitchen…)"
                error={shownLengthError("The reason", reason, { max: 500 }, false)}
              >
                {(id) => (
                  <Flex direction="column" gap="2">
                    <TextArea id={id} value={reason} onChange={(e) => setReason(e.target.value)} />
                    <Button
                      variant="outline"
                      disabled={ask.isPending || reason.trim() === ""}
                      onClick={() => ask.mutate()}
                      style={{ alignSelf: "start" }}
                    >
                      {ask.isPending ? "Sending..." : "Request a pass"}
                    </Button>
                  </Flex>
                )}
              </Field>
            )}
          </Flex>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
