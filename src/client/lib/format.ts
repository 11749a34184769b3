import { DISPLAY_TIME_ZONE } from "../../shared/constants";

const dateTime = new Intl.DateTimeFormat("en-US", { timeZone: DISPLAY_TIME_ZONE, dateStyle: "medium", timeStyle: "short" });

/** Dates are shown in the camp's time zone, America/Los_Angeles (SPEC §9). */
export const formatDateTime = (iso: string | Date) => dateTime.format(new Date(iso));
