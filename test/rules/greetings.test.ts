// Greetings that open a reply and closings that end it are not the member's story (issue 23, session 31):
// the world's everyday hellos and thanks.
import { describe, expect, it } from "vitest";
import { isSignOffLine } from "../../src/email/extract/clean-text";
import { parseReply } from "../../src/email/extract/parser";

const now = new Date("2026-07-15T12:00:00Z");
const bio = (reply: string) => parseReply(reply, now, { campName: "Camp Mirage" }).bio;

describe("a greeting line above the story", () => {
  it.each([
    ["G'day!", "I'm a plumber from Geelong and I bring the good sausages."],
    ["Aloha kākou,", "I teach hula in Hilo and I mend sails on the side."],
    ["Namaste everyone,", "I am a civil engineer in Pune and I play the tabla badly."],
    ["السلام علیکم،", "میں کراچی میں درزی ہوں اور کیمپ میں کپڑے سیتا ہوں۔"],
    ["สวัสดีค่ะทุกคน", "ฉันเป็นครูสอนภาษาอังกฤษที่เชียงใหม่ค่ะ ชอบทำอาหารและปั่นจักรยานมาก ที่แคมป์ฉันช่วยในครัวได้ค่ะ"],
    ["Habari zenu!", "Mimi ni fundi wa baiskeli huko Mombasa. Ninapenda kupika chai na kucheza muziki wa taarab kambini."],
  ])("%s", (greeting, story) => {
    expect(bio(`${greeting}\n\n${story}`)).toBe(story);
  });
});

describe("a closing under the story", () => {
  it.each([
    "Many thanks,",
    "Sharp,",
    "Siyabonga, and see you soon!",
    "Ngiyabonga",
    "Diolch yn fawr,",
    "Mahalo nui loa!",
    "Klem fra Sigrid",
    "see u in the dust 🌵",
  ])("%s", (closing) => {
    expect(isSignOffLine(closing)).toBe(true);
  });
  it("leaves a sentence that opens with such a word alone", () => {
    expect(isSignOffLine("Sharp knives are my thing")).toBe(false);
    expect(isSignOffLine("Many thanks to my sister for the tent")).toBe(false);
  });
});
