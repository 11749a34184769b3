import { Button, Card, Flex, Text } from "@radix-ui/themes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useId, useState } from "react";
import { ANSWER_LABELS, formatDay, SEASON_ANSWERS, type SeasonAnswer } from "../../../shared/season";
import { saveMyAnswer, seasonQuery } from "../../api/season";
import { lazyWithPreload } from "../../lib/lazy";
import { useConnectivity } from "../../api/offline";
import { refreshAfter } from "../../api/query-keys";
import { toast, toastError } from "../toast";

// The days form (dates, travel, the pass request) loads when first opened.
const SeasonDaysDialog = lazyWithPreload(() => import("./season-days-dialog").then((m) => m.SeasonDaysDialog));

/**
 * "Are you coming this year?" near the top of the directory: one tap answers (issue 25). Shown to
 * members while a season is open; disabled, with the reason, once the roster is locked or offline.
 */
export function SeasonAnswerBar() {
  const queryClient = useQueryClient();
  const { data } = useQuery(seasonQuery);
  const { offline } = useConnectivity();
  const [daysOpen, setDaysOpen] = useState(false);
  const labelId = useId();
  const reasonId = useId();
  const save = useMutation({
    mutationFn: (answer: SeasonAnswer) => saveMyAnswer({ answer }),
    onSuccess: async (me) => {
      if (me) toast({ title: "Answer saved", description: `You answered ${ANSWER_LABELS[me.answer]} for ${season?.name}.` });
      await refreshAfter(queryClient, "season");
    },
    onError: (error) => toastError(error, "Could not save your answer", "Update Failed"),
  });
  const season = data?.season;
  if (!data || season?.status !== "open") return null;
  const me = data.me;
  const reason = season.rosterLocked
    ? "The roster is locked: answers can no longer change. Ask an admin if yours needs to."
    : offline
      ? "You're offline: answer when you're back online."
      : null;
  const days =
    me?.arrival && me.departure
      ? `${formatDay(me.arrival, "short")} to ${formatDay(me.departure, "short")}`
      : me?.answer === "yes"
        ? "Days not set"
        : null;
  return (
    <Card mb="3" className="season-answer">
      <Flex gap="3" align="center" wrap="wrap">
        <Text id={labelId} weight="bold" size="2">
          Are you coming this year?{" "}
          <Text weight="regular" color="gray">
            ({season.name})
          </Text>
        </Text>
        <Flex gap="2" role="group" aria-labelledby={labelId} aria-describedby={reason ? reasonId : undefined}>
          {SEASON_ANSWERS.map((answer) => {
            const chosen = (save.isPending ? save.variables : me?.answer) === answer;
            return (
              <Button
                key={answer}
                size="2"
                variant={chosen ? "solid" : "soft"}
                color={chosen ? undefined : "gray"}
                aria-pressed={chosen}
                disabled={reason !== null || save.isPending}
                onClick={() => !chosen && save.mutate(answer)}
              >
                {ANSWER_LABELS[answer]}
              </Button>
            );
          })}
        </Flex>
        {me?.answer === "yes" && (
          <Flex gap="2" align="center">
            <Text size="1" color="gray">
              {days}
              {data.pass ? ` · Early pass ${data.pass.status}` : ""}
            </Text>
            <Button
              size="1"
              variant="outline"
              onClick={() => setDaysOpen(true)}
              onPointerOver={SeasonDaysDialog.preload}
              disabled={reason !== null}
            >
              Your days
            </Button>
          </Flex>
        )}
      </Flex>
      {reason && (
        <Text as="p" id={reasonId} size="1" color="gray" mt="2">
          {reason}
        </Text>
      )}
      {daysOpen && (
        <Suspense>
          <SeasonDaysDialog data={data} onClose={() => setDaysOpen(false)} />
        </Suspense>
      )}
    </Card>
  );
}
