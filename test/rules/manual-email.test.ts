import { describe, expect, it } from "vitest";
import { EMAIL_CONTENT_MAX, MB } from "../../src/shared/constants";
import {
  contentCounter,
  foundCount,
  nameFromEmail,
  manualEmailProblem,
  manualPhotoProblem,
  sampleReply,
  type ParsedInfo,
} from "../../src/client/lib/manual-email";

describe("manualEmailProblem", () => {
  it("needs a member email and content, both non-empty after trimming", () => {
    expect(manualEmailProblem({ memberEmail: "  ", emailContent: "hi" })).not.toBeNull();
    expect(manualEmailProblem({ memberEmail: "a@b.c", emailContent: " \n\t " })).not.toBeNull();
    expect(manualEmailProblem({ memberEmail: " a@b.c ", emailContent: " hi " })).toBeNull();
  });

  it("caps the content at 50,000 characters", () => {
    expect(manualEmailProblem({ memberEmail: "a@b.c", emailContent: "x".repeat(EMAIL_CONTENT_MAX) })).toBeNull();
    expect(manualEmailProblem({ memberEmail: "a@b.c", emailContent: "x".repeat(EMAIL_CONTENT_MAX + 1) })?.title).toBe("Email too long");
  });

  it("counts characters against the limit", () => {
    expect(contentCounter("x".repeat(1234))).toBe("1,234 / 50,000 characters");
  });
});

describe("manualPhotoProblem", () => {
  it("refuses files over 5 MB with the manual tool's wording", () => {
    expect(manualPhotoProblem({ size: 5 * MB + 1, type: "image/png" })).toEqual({
      title: "File too large",
      description: "Please select an image under 5MB",
    });
    expect(manualPhotoProblem({ size: 5 * MB, type: "image/png" })).toBeNull();
  });

  it("accepts only images", () => {
    expect(manualPhotoProblem({ size: 10, type: "application/pdf" })?.title).toBe("Invalid file type");
    expect(manualPhotoProblem({ size: 10, type: "image/webp" })).toBeNull();
  });
});

describe("sampleReply", () => {
  const base = {
    email: "kai.moana@example.com",
    name: null,
    playaName: null,
    homeTown: null,
    location: null,
    country: null,
    burnYears: null,
    firstBurn: null,
    campHistory: null,
    bio: null,
  };

  it("answers all nine questions, using what the member already has", () => {
    const text = sampleReply({ ...base, name: "Kai Moana", playaName: "Reef", burnYears: 0 }, "Camp Mirage");
    expect(text).toMatch(/^Hi Camp Mirage!/);
    expect(text).toContain("1. Full name: Kai Moana");
    expect(text).toContain("2. Playa name: Reef");
    expect(text).toContain("6. Number of burns attended: 0");
    expect(text.match(/^\d\. /gm)).toHaveLength(9);
    expect(text.trimEnd().endsWith("Kai")).toBe(true);
  });

  it("makes a plausible name from the address when the member has none", () => {
    expect(sampleReply(base)).toContain("1. Full name: Kai Moana");
    expect(nameFromEmail("river_stone42@example.com")).toBe("River Stone");
    expect(nameFromEmail("x@example.com")).toBe("X");
    expect(nameFromEmail("42@example.com")).toBe("42");
  });
});

it("counts the fields an extraction found", () => {
  const info: ParsedInfo = {
    name: "A",
    playaName: null,
    homeTown: "",
    location: "B",
    country: null,
    burnYears: 0,
    firstBurn: null,
    bio: null,
    campHistory: null,
  };
  expect(foundCount(info)).toBe(3);
});
