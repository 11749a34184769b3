import { DownloadIcon } from "@radix-ui/react-icons";
import { Badge, Button, Card, Flex, Heading, Switch, Table, Text, TextField } from "@radix-ui/themes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { displayName } from "../../../../shared/profile";
import { ANSWER_WORDS, formatDay } from "../../../../shared/season";
import { errorMessage } from "../../../api/client";
import {
  adminSeasonsQuery,
  closeSeason,
  decidePass,
  openSeason,
  seasonRosterQuery,
  updateSeason,
  type SeasonRoster,
} from "../../../api/season";
import { refreshAfter } from "../../../api/query-keys";
import { Field } from "../../field";
import { QueryState } from "../../query-state";
import { toast, toastError } from "../../toast";
import { ConfirmDialog } from "../confirm-dialog";
import { HeadcountChart } from "./headcount-chart";

/** Admin → Season (issue 25): open and close the season, its settings, the roster, the passes, the headcount. */
export function SeasonTab() {
  const roster = useQuery(seasonRosterQuery);
  return (
    <Flex direction="column" gap="4">
      <Heading as="h2" size="5">
        Season
      </Heading>
      <QueryState query={roster} loading="Loading the season…" failed="Could not load the season" card>
        {(data) =>
          data && data.season.status === "open" ? <OpenSeason data={data} /> : <NoOpenSeason lastClosed={data?.season ?? null} />
        }
      </QueryState>
    </Flex>
  );
}

function useSeasonMutation<T, R>(fn: (input: T) => Promise<R>, done: (result: R) => void, failTitle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (result) => {
      done(result);
      await refreshAfter(queryClient, "season");
    },
    onError: (error) => toastError(error, failTitle, failTitle),
  });
}

function NoOpenSeason({ lastClosed }: { lastClosed: SeasonRoster["season"] | null }) {
  const seasons = useQuery(adminSeasonsQuery);
  const year = new Date().getFullYear();
  const [form, setForm] = useState({
    year: String(year),
    festivalStart: "",
    festivalEnd: "",
    buildDays: "3",
    strikeDays: "2",
    passQuota: "0",
    passDays: "3",
  });
  const [error, setError] = useState<string | null>(null);
  const open = useSeasonMutation(
    openSeason,
    (s) => toast({ title: "Season opened", description: `${s.name} is open: members can now answer.` }),
    "Could not open the season",
  );
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.festivalStart || !form.festivalEnd) return setError("Give the festival's first and last day");
    setError(null);
    open.mutate(
      {
        year: Number(form.year),
        festivalStart: form.festivalStart,
        festivalEnd: form.festivalEnd,
        buildDays: Number(form.buildDays),
        strikeDays: Number(form.strikeDays),
        passQuota: Number(form.passQuota),
        passDays: Number(form.passDays),
      },
      { onError: (e) => setError(errorMessage(e, "Could not open the season")) },
    );
  };
  return (
    <>
      <Card>
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3">
            <Heading as="h3" size="3">
              Open a season
            </Heading>
            <Text size="2" color="gray">
              {lastClosed ? `${lastClosed.name} is closed. ` : "No season yet. "}
              Opening one asks every member "Are you coming this year?" in the directory.
            </Text>
            <Flex gap="3" wrap="wrap">
              <Field label="Year" style={{ flex: "1 1 100px" }}>
                {(id) => <TextField.Root id={id} type="number" inputMode="numeric" value={form.year} onChange={set("year")} />}
              </Field>
              <Field label="Festival starts" style={{ flex: "1 1 150px" }}>
                {(id) => <TextField.Root id={id} type="date" value={form.festivalStart} onChange={set("festivalStart")} />}
              </Field>
              <Field label="Festival ends" style={{ flex: "1 1 150px" }}>
                {(id) => <TextField.Root id={id} type="date" value={form.festivalEnd} onChange={set("festivalEnd")} />}
              </Field>
            </Flex>
            <Flex gap="3" wrap="wrap">
              <Field label="Build days before" style={{ flex: "1 1 120px" }}>
                {(id) => <TextField.Root id={id} type="number" min={0} max={60} value={form.buildDays} onChange={set("buildDays")} />}
              </Field>
              <Field label="Strike days after" style={{ flex: "1 1 120px" }}>
                {(id) => <TextField.Root id={id} type="number" min={0} max={60} value={form.strikeDays} onChange={set("strikeDays")} />}
              </Field>
              <Field label="Early-arrival passes" style={{ flex: "1 1 120px" }}>
                {(id) => <TextField.Root id={id} type="number" min={0} value={form.passQuota} onChange={set("passQuota")} />}
              </Field>
              <Field label="Days earlier with a pass" style={{ flex: "1 1 120px" }}>
                {(id) => <TextField.Root id={id} type="number" min={0} max={60} value={form.passDays} onChange={set("passDays")} />}
              </Field>
            </Flex>
            {error && (
              <Text size="2" color="red" role="alert">
                {error}
              </Text>
            )}
            <Button type="submit" disabled={open.isPending} style={{ alignSelf: "start" }}>
              {open.isPending ? "Opening..." : "Open season"}
            </Button>
          </Flex>
        </form>
      </Card>
      {seasons.data && seasons.data.length > 0 && (
        <Card>
          <Heading as="h3" size="3" mb="2">
            Past seasons
          </Heading>
          <Flex direction="column" gap="1">
            {seasons.data.map((s) => (
              <Text key={s.id} size="2">
                {s.name}: {formatDay(s.festivalStart, "short")} to {formatDay(s.festivalEnd, "short")} · {s.status}
              </Text>
            ))}
          </Flex>
        </Card>
      )}
    </>
  );
}

function OpenSeason({ data }: { data: SeasonRoster }) {
  const { season, counts } = data;
  const [closing, setClosing] = useState(false);
  const close = useSeasonMutation(
    closeSeason,
    (s) => {
      setClosing(false);
      toast({ title: "Season closed", description: `${s.name} is closed: ${s.recorded} member(s) recorded as came.` });
    },
    "Could not close the season",
  );
  const lock = useSeasonMutation(
    (locked: boolean) => updateSeason({ rosterLocked: locked }),
    (s) =>
      toast({
        title: s.rosterLocked ? "Roster locked" : "Roster unlocked",
        description: s.rosterLocked ? "Members can no longer change their answers." : "Members can change their answers again.",
      }),
    "Could not change the lock",
  );
  return (
    <>
      <Card>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" wrap="wrap" gap="2">
            <Heading as="h3" size="4">
              {season.name}
            </Heading>
            <Badge color="green">Open</Badge>
          </Flex>
          <Text size="2">
            Festival {formatDay(season.festivalStart, "short")} to {formatDay(season.festivalEnd, "short")}; build {season.buildDays} day(s)
            before, strike {season.strikeDays} day(s) after.
          </Text>
          <Flex gap="2" wrap="wrap" aria-label="Answers so far" role="group">
            <Badge size="2">Coming {counts.yes}</Badge>
            <Badge size="2" color="gray">
              Maybe {counts.maybe}
            </Badge>
            <Badge size="2" color="gray">
              Not coming {counts.no}
            </Badge>
            <Badge size="2" color="gray">
              No answer {counts.unanswered}
            </Badge>
          </Flex>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Switch checked={season.rosterLocked} disabled={lock.isPending} onCheckedChange={(v) => lock.mutate(v)} />
              Lock the roster (members can no longer change their answers)
            </Flex>
          </Text>
          <PassSettings season={season} granted={counts.granted} />
          <Flex gap="2" wrap="wrap">
            <Button asChild variant="soft">
              <a href="/api/admin/seasons/current/roster.csv" download>
                <DownloadIcon /> Roster CSV
              </a>
            </Button>
            <Button asChild variant="soft">
              <a href="/api/admin/seasons/current/passes.csv" download>
                <DownloadIcon /> Pass list CSV
              </a>
            </Button>
            <Button color="red" variant="soft" onClick={() => setClosing(true)}>
              Close season
            </Button>
          </Flex>
        </Flex>
      </Card>
      <Card>
        <Heading as="h3" size="3" mb="2">
          People on site per day
        </Heading>
        <HeadcountChart days={data.headcount} festivalStart={season.festivalStart} festivalEnd={season.festivalEnd} />
      </Card>
      <PassList data={data} />
      <RosterTable data={data} />
      <ConfirmDialog
        title="Close season"
        question={
          closing
            ? `Close ${season.name}? The ${counts.yes} member(s) who answered Yes are recorded as having come, and nobody can change this season any more.`
            : null
        }
        confirmLabel="Close season"
        pendingLabel="Closing..."
        pending={close.isPending}
        onConfirm={() => close.mutate(undefined)}
        onCancel={() => setClosing(false)}
      />
    </>
  );
}

function PassSettings({ season, granted }: { season: SeasonRoster["season"]; granted: number }) {
  const [quota, setQuota] = useState(String(season.passQuota));
  const [days, setDays] = useState(String(season.passDays));
  const [modes, setModes] = useState(season.travelModes.join(", "));
  const save = useSeasonMutation(
    () =>
      updateSeason({
        passQuota: Number(quota),
        passDays: Number(days),
        travelModes: modes
          .split(",")
          .map((m) => m.trim())
          .filter(Boolean),
      }),
    () => toast({ title: "Season updated", description: "The pass quota and travel modes are saved." }),
    "Could not update the season",
  );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(undefined);
      }}
    >
      <Flex gap="3" wrap="wrap" align="end">
        <Field label={`Early-arrival passes (${granted} granted)`} style={{ flex: "1 1 160px" }}>
          {(id) => <TextField.Root id={id} type="number" min={0} value={quota} onChange={(e) => setQuota(e.target.value)} />}
        </Field>
        <Field label="Days earlier with a pass" style={{ flex: "1 1 140px" }}>
          {(id) => <TextField.Root id={id} type="number" min={0} max={60} value={days} onChange={(e) => setDays(e.target.value)} />}
        </Field>
        <Field label="Travel modes (comma-separated)" style={{ flex: "2 1 220px" }}>
          {(id) => <TextField.Root id={id} value={modes} onChange={(e) => setModes(e.target.value)} />}
        </Field>
        <Button type="submit" variant="soft" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save"}
        </Button>
      </Flex>
    </form>
  );
}

function PassList({ data }: { data: SeasonRoster }) {
  const decide = useSeasonMutation(
    (input: { id: number; decision: "granted" | "declined" }) => decidePass(input.id, input.decision),
    (r) =>
      toast({
        title: r.status === "granted" ? "Pass granted" : "Pass declined",
        description: r.mailError ? `The member was not emailed: ${r.mailError}` : "The member has been emailed.",
      }),
    "Could not decide",
  );
  return (
    <Card>
      <Heading as="h3" size="3" mb="2">
        Early-arrival requests ({data.counts.granted} of {data.season.passQuota} granted)
      </Heading>
      {data.passes.length === 0 ? (
        <Text size="2" color="gray">
          No requests yet.
        </Text>
      ) : (
        <Flex direction="column" gap="2">
          {data.passes.map((p) => (
            <Flex key={p.id} gap="2" align="center" justify="between" wrap="wrap" className="season-pass" data-pass-id={p.id}>
              <Flex direction="column" style={{ minWidth: 0, flex: "1 1 200px" }}>
                <Text size="2" weight="medium">
                  {displayName(p)}{" "}
                  <Badge color={p.status === "granted" ? "green" : p.status === "declined" ? "red" : "gray"}>{p.status}</Badge>
                </Text>
                <Text size="1" color="gray" style={{ overflowWrap: "anywhere" }}>
                  {p.reason}
                </Text>
              </Flex>
              <Flex gap="2">
                <Button
                  size="1"
                  disabled={p.status === "granted" || decide.isPending}
                  onClick={() => decide.mutate({ id: p.id, decision: "granted" })}
                  aria-label={`Grant ${displayName(p)}'s pass`}
                >
                  Grant
                </Button>
                <Button
                  size="1"
                  variant="soft"
                  color="red"
                  disabled={p.status === "declined" || decide.isPending}
                  onClick={() => decide.mutate({ id: p.id, decision: "declined" })}
                  aria-label={`Decline ${displayName(p)}'s pass`}
                >
                  Decline
                </Button>
              </Flex>
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}

function RosterTable({ data }: { data: SeasonRoster }) {
  const answered = data.roster.filter((r) => r.answer);
  return (
    <Card>
      <Heading as="h3" size="3" mb="2">
        Roster ({answered.length} answered)
      </Heading>
      <Table.Root size="1" className="season-roster">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Member</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Answer</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Days</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Travel</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {answered.map((r) => (
            <Table.Row key={r.memberId}>
              <Table.RowHeaderCell>{displayName(r)}</Table.RowHeaderCell>
              <Table.Cell>{r.answer ? ANSWER_WORDS[r.answer] : ""}</Table.Cell>
              <Table.Cell>
                {r.arrival && r.departure ? `${formatDay(r.arrival, "short")} to ${formatDay(r.departure, "short")}` : "—"}
              </Table.Cell>
              <Table.Cell>{r.travelMode ?? "—"}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Card>
  );
}
