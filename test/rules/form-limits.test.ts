// Issue 24 (10): a value that cannot be saved as typed is said in words, never cut short silently.
import { describe, expect, it } from "vitest";
import { lengthError, shownLengthError } from "../../src/client/lib/form-limits";

describe("lengthError", () => {
  it("says how long a value is and how much fits", () => {
    expect(lengthError("Name", "x".repeat(500), { max: 100 })).toBe("Name is 500 characters long; at most 100 fit. Shorten it to save.");
    expect(lengthError("Name", "x".repeat(100), { max: 100 })).toBeNull();
  });

  it("says what is missing or too short", () => {
    expect(lengthError("Username", "  ", { min: 3, max: 64 })).toBe("Username is required.");
    expect(lengthError("Username", "ab", { min: 3, max: 64 })).toBe("Username needs at least 3 characters (2 so far).");
    expect(lengthError("Username", "abc", { min: 3, max: 64 })).toBeNull();
  });

  it("shows too long at once, the rest once saving is tried", () => {
    expect(shownLengthError("Name", "x".repeat(101), { max: 100 }, false)).toMatch(/101 characters/);
    expect(shownLengthError("Username", "ab", { min: 3, max: 64 }, false)).toBeNull();
    expect(shownLengthError("Username", "ab", { min: 3, max: 64 }, true)).toMatch(/at least 3/);
  });
});

describe("the client's inputs", () => {
  it("never carry maxLength, which cuts a paste short without a word (every screen, also those added later)", () => {
    const sources = import.meta.glob<string>("../../src/client/**/*.tsx", { query: "?raw", import: "default", eager: true });
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    const offenders = Object.entries(sources)
      .filter(([, text]) => /\bmaxLength=\{/.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
