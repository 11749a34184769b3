import { DISPLAY_TIME_ZONE } from "../../shared/constants";
import { once } from "../../shared/intl";

export const dateTime = once(
  () => new Intl.DateTimeFormat("en-US", { timeZone: DISPLAY_TIME_ZONE, dateStyle: "medium", timeStyle: "short" }),
);

/** Dates are shown in the camp's time zone, America/Los_Angeles. */
export const formatDateTime = (iso: string | Date) => dateTime().format(new Date(iso));

const logTime = once(
  () =>
    new Intl.DateTimeFormat("en-US", {
      timeZone: DISPLAY_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      // hourCycle, not hour12: false, which some engines render as "24:05:00" after midnight.
      hourCycle: "h23",
    }),
);

/** Email log timestamps: 24-hour en-US with seconds, e.g. "11/21/2026, 10:04:18". */
export const formatLogTime = (iso: string | Date) => logTime().format(new Date(iso));

const clockTime = once(
  () => new Intl.DateTimeFormat("en-US", { timeZone: DISPLAY_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
);

/** "14:32": the offline banner's "directory as of". */
export const formatClockTime = (at: number | Date) => clockTime().format(new Date(at));
