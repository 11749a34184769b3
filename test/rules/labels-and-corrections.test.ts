// Labels, corrections and short sentences as members write them (issue 23, session 31).
import { describe, expect, it } from "vitest";
import { matchLabel } from "../../src/email/extract/labels";
import { parseReply } from "../../src/email/extract/parser";
import { findPhrases } from "../../src/email/extract/phrases";
import { judgeExtraction } from "../../src/email/extract/verdict";

const now = new Date("2026-07-15T12:00:00Z");
const read = (reply: string) => parseReply(reply, now, { campName: "Camp Mirage" });

describe("labels", () => {
  it("does not take an apology before a dash for a question", () => {
    expect(matchLabel("Sorry about the Spanish below – my phone came that way.")).toBeNull();
    expect(matchLabel("About me – I fix bikes")).toMatchObject({ field: "bio", answer: "I fix bikes" });
  });

  it("reads the playa name told after a comma in the name's answer as its own answer", () => {
    expect(read("Name: Jo Kim, playa name Kazoo\nHome town: Leeds\nWhere you live now: York")).toMatchObject({
      name: "Jo Kim",
      playaName: "Kazoo",
    });
    expect(read("Name: Jo Kim, but everyone says Jo\nHome town: Leeds\nWhere you live now: York").playaName).toBeNull();
  });

  it("keeps a labelled answer above numbered answers that leave its question out", () => {
    const reply = [
      "Hi!",
      "",
      "Name: Pieter Lamers",
      "The rest is next to your questions below.",
      "",
      "Cheers,",
      "",
      "3. Home town: Zwolle",
      "4. Where you live now: Delft",
      "5. Country of birth: Nederland",
      "6. Number of burns attended: 2",
      "7. Year of your first burn: 2023",
      "8. Camp history: Camp Mirage",
      "9. Bio: I build boats and bake bread for the whole camp on Sundays.",
    ].join("\n");
    expect(read(reply)).toMatchObject({ name: "Pieter Lamers", homeTown: "Zwolle", location: "Delft", burnYears: 2, firstBurn: 2023 });
  });
});

describe("sentences", () => {
  it("reads where the member lives after 'originally and in'", () => {
    expect(findPhrases("I'm from Oban originally and in Aberdeen now.", now)).toMatchObject({ homeTown: "Oban", location: "Aberdeen" });
  });

  it("does not take a trade after an acronym for a name", () => {
    expect(findPhrases("Ik ben IT-consultant en ik zeil graag.", now).name).toBeUndefined();
    expect(findPhrases("Ik ben Anne-Marie de Vries.", now).name).toBe("Anne-Marie de Vries");
  });
});

describe("corrections", () => {
  it("holds a reply that scratches an answer it gave", () => {
    const reply = "Where you live now: Tacoma\nHome town: Yakima\nBurns: 3\n\nAh wait, scratch Tacoma – we moved to Olympia in May.";
    const fields = read(reply);
    const verdict = judgeExtraction({ fields, reply, quoted: "", current: {}, profileCreated: false, now });
    expect(verdict.reasons.join(" ")).toContain("takes back");
  });
});

describe("camp history", () => {
  it("leaves out a sentence after the camps about a relative's burns", () => {
    const camp = (answer: string) =>
      read(`Name: Ann Lee\nHome town: Oslo\nWhere you live now: Bergen\nCamp history: ${answer}`).campHistory;
    expect(camp("Camp Mirage, every time. My daughter Ida got me into it, she has been going since 2012.")).toBe("Camp Mirage");
    expect(camp("Dust Bowl, then Camp Mirage. My brother still camps with Dust Bowl.")).toBe("Dust Bowl, then Camp Mirage");
    expect(camp("Camp Mirage. Dust Bowl in 2019.")).toBe("Camp Mirage. Dust Bowl in 2019.");
  });
});

describe("round 59 wordings", () => {
  it("reads Mexican Spanish, European Portuguese and Lebanese Arabic labels", () => {
    expect(matchLabel("Cómo me dicen en la playa: Tlayuda")).toMatchObject({ field: "playaName", answer: "Tlayuda" });
    expect(matchLabel("Sou natural de: Viseu")).toMatchObject({ field: "homeTown", answer: "Viseu" });
    expect(matchLabel("من وين أنا: زحلة")).toMatchObject({ field: "homeTown", answer: "زحلة" });
    expect(matchLabel("وين ساكن هلّق: بيروت")).toMatchObject({ field: "location", answer: "بيروت" });
  });

  it("ends a Chinese home town at the 的 of 是…的", () => {
    expect(findPhrases("我老家是四川绵阳的，现在在成都上班。", now).homeTown).toBe("四川绵阳");
  });
});

describe("first years told beside a relative year", () => {
  it("reads Russian 'и в позапрошлом' and Egyptian Arabic 'والسنة اللي فاتت' after a year", () => {
    expect(findPhrases("На бёрне была дважды: в 2019 году и в позапрошлом.", now)).toMatchObject({ burnYears: 2, firstBurn: 2019 });
    expect(findPhrases("رحت البيرن مرتين: سنة ٢٠١٩ والسنة اللي فاتت.", now)).toMatchObject({ burnYears: 2, firstBurn: 2019 });
  });
});
