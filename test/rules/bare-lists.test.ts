// Answers sent without their questions, in the questionnaire's order (issue 23, session 31): one line each
// or all on one line, under a greeting and a line that announces them, with a name or a kiss under them.
import { describe, expect, it } from "vitest";
import { parseReply } from "../../src/email/extract/parser";

const now = new Date("2026-07-15T12:00:00Z");
const read = (reply: string) => parseReply(reply, now, { campName: "Camp Mirage" });

describe("answers in the questionnaire's order without its questions", () => {
  it("reads them under a greeting and a line that announces them, above a sign-off", () => {
    const reply = [
      "Hola!",
      "",
      "Van en el orden de las preguntas:",
      "",
      "Marta Quiroga",
      "Alfajor (cosas de mi hermana)",
      "Rosario",
      "Córdoba",
      "Argentina",
      "tres (2019, 2023 y 2025)",
      "2019",
      "Camp Mirage",
      "Soy luthier y toco el bandoneón en la cocina del campamento.",
      "",
      "Besos,",
      "Marta",
    ].join("\n");
    expect(read(reply)).toMatchObject({
      name: "Marta Quiroga",
      playaName: "Alfajor",
      homeTown: "Rosario",
      location: "Córdoba",
      country: "Argentina",
      burnYears: 3,
      firstBurn: 2019,
      campHistory: "Camp Mirage",
      bio: "Soy luthier y toco el bandoneón en la cocina del campamento.",
    });
  });

  it("reads them under a sentence set off by a blank line, with a name and a kiss under them", () => {
    const reply = [
      "Hey, all in order 👇",
      "",
      "Ciara Walsh",
      "Fizz",
      "Sligo",
      "Galway",
      "Ireland",
      "2",
      "2024",
      "Camp Mirage",
      "I make cheese.",
      "",
      "Ciara x",
    ].join("\n");
    expect(read(reply)).toMatchObject({ homeTown: "Sligo", location: "Galway", country: "Ireland", burnYears: 2, bio: "I make cheese." });
  });

  it("reads nine answers on one line, between slashes or semicolons, the bio a sentence at the end", () => {
    const slashes =
      "On the bus, so in order:\n\nRowan Tate / Ferret / Hull / York / England / 3 / 2017 / Camp Mirage / I run a bike shop and fix tents too.";
    expect(read(slashes)).toMatchObject({
      name: "Rowan Tate",
      playaName: "Ferret",
      homeTown: "Hull",
      location: "York",
      burnYears: 3,
      firstBurn: 2017,
    });
    const semicolons = "Sara Lund; Kanel; Umeå; Malmö; Sverige; 2; 2022; Camp Mirage; Jag är barnmorska och bakar kanelbullar.";
    expect(read(semicolons)).toMatchObject({
      homeTown: "Umeå",
      location: "Malmö",
      country: "Sverige",
      burnYears: 2,
      bio: "Jag är barnmorska och bakar kanelbullar.",
    });
    // A bio's "DJ / producer / dad" is not nine answers.
    expect(read("Tom Reyes\n\nDJ / producer / dad / dog walker").homeTown).toBeNull();
  });

  it("reads an emoji before every answer as its question, and a line that names its own question where it stands", () => {
    const emoji = [
      "👤 Lena Brandt",
      "🔥 Brezel",
      "🏡 Passau",
      "📍 Leipzig",
      "🌍 Deutschland",
      "🔢 4",
      "📅 2016",
      "⛺ Camp Mirage",
      "💬 Ich baue Möbel aus Treibholz.",
    ].join("\n");
    expect(read(emoji)).toMatchObject({
      name: "Lena Brandt",
      playaName: "Brezel",
      homeTown: "Passau",
      burnYears: 4,
      bio: "Ich baue Möbel aus Treibholz.",
    });
    const labelled = ["Joris Aalbers", "playa: Haring", "Groningen", "Arnhem", "Nederland", "3x", "2018", "-", "timmerman"].join("\n");
    expect(read(labelled)).toMatchObject({
      playaName: "Haring",
      homeTown: "Groningen",
      location: "Arnhem",
      country: "Nederland",
      burnYears: 3,
    });
    // A label in another question's place is not the questionnaire in order.
    expect(
      read(["Joris Aalbers", "home town: Groningen", "Haring", "Arnhem", "Nederland", "3x", "2018", "-", "timmerman"].join("\n")).location,
    ).not.toBe("Arnhem");
  });
});

describe("short lines without questions", () => {
  it("reads an arrow between two places as the home town and where the member lives", () => {
    const reply = ["Mika Halvorsen", "tromsø → bergen", "norway", "3 burns, first 2019"].join("\n");
    expect(read(reply)).toMatchObject({ homeTown: "tromsø", location: "bergen", burnYears: 3 });
    expect(read(["Aiko Sato", "Sapporo -> Seattle", "Japan", "2 burns"].join("\n"))).toMatchObject({
      homeTown: "Sapporo",
      location: "Seattle",
    });
  });
});
