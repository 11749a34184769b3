import { describe, expect, it } from "vitest";
import { allowedDays, consistentBurns, daysProblem, headcount, parseCampYears, formatCampYears } from "../../src/shared/season";

const season = { festivalStart: "2030-08-25", festivalEnd: "2030-09-02", buildDays: 2, strikeDays: 1, passDays: 3 };

describe("consistentBurns", () => {
  it("fills an empty first burn and burn count from the camp years", () => {
    expect(consistentBurns({ burnYears: null, firstBurn: null }, [2022, 2019, 2023])).toEqual({ burnYears: 3, firstBurn: 2019 });
  });
  it("moves a first burn later than the first camp year back to it, and raises a burn count below the years", () => {
    expect(consistentBurns({ burnYears: 1, firstBurn: 2021 }, [2019, 2022])).toEqual({ burnYears: 2, firstBurn: 2019 });
  });
  it("keeps what the member said when it fits", () => {
    expect(consistentBurns({ burnYears: 12, firstBurn: 2008 }, [2019, 2022])).toEqual({ burnYears: 12, firstBurn: 2008 });
  });
  it("changes nothing without camp years; repeated years count once", () => {
    expect(consistentBurns({ burnYears: null, firstBurn: null }, [])).toEqual({ burnYears: null, firstBurn: null });
    expect(consistentBurns({ burnYears: null, firstBurn: 2020 }, [2021, 2021])).toEqual({ burnYears: 1, firstBurn: 2020 });
  });
});

describe("days", () => {
  it("build and strike days widen the window; a granted pass moves arrival earlier", () => {
    expect(allowedDays(season, false)).toEqual({ earliest: "2030-08-23", latest: "2030-09-03" });
    expect(allowedDays(season, true)).toEqual({ earliest: "2030-08-20", latest: "2030-09-03" });
  });
  it("names the problem", () => {
    expect(daysProblem(season, "2030-08-26", "2030-08-25", false)).toBe("Departure cannot be before arrival");
    expect(daysProblem(season, "2030-08-21", null, false)).toMatch(
      /^Arrival must be between .*early-arrival pass allows up to 3 days earlier$/,
    );
    expect(daysProblem(season, "2030-08-21", null, true)).toBeNull();
    expect(daysProblem(season, null, "2030-09-04", true)).toMatch(/^Departure must be between/);
    expect(daysProblem(season, "2030-02-30", null, true)).toBe("Arrival must be a date (YYYY-MM-DD)");
  });
  it("headcount spans the earliest pass day to the last strike day, counting both ends", () => {
    const days = headcount(season, [
      { arrival: "2030-08-20", departure: "2030-08-21" },
      { arrival: "2030-08-21", departure: "2030-09-03" },
      { arrival: null, departure: null },
    ]);
    expect(days).toHaveLength(15);
    expect(days.slice(0, 3)).toEqual([
      { day: "2030-08-20", count: 1 },
      { day: "2030-08-21", count: 2 },
      { day: "2030-08-22", count: 1 },
    ]);
    expect(days.at(-1)).toEqual({ day: "2030-09-03", count: 1 });
  });
});

describe("camp years in the CSV", () => {
  it("reads and writes 2019;2022;2023", () => {
    expect(parseCampYears("2023; 2019,2022 2019")).toEqual([2019, 2022, 2023]);
    expect(parseCampYears("")).toEqual([]);
    expect(parseCampYears("2019;soon")).toBe('"soon" is not a year between 1986 and 2200');
    expect(formatCampYears([2023, 2019, 2023])).toBe("2019;2023");
  });
});
