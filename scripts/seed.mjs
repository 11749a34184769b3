// `npm run db:seed [-- --members N]`: fills the local database with fictional camp members
// (statuses, burns, accommodations, sponsors, some incomplete profiles, a few photos).
// Seeded members use the @playa.example domain and are replaced on every run; nothing else is touched.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { deflateSync, crc32 } from "node:zlib";
import { deriveProfileStatus, isProfileComplete } from "../src/shared/profile.ts";
import { executeSqlFile, migrateLocal, sqlString, wrangler } from "./lib/local.mjs";

const { values } = parseArgs({ options: { members: { type: "string", default: "40" }, photos: { type: "string", default: "6" } } });
const count = Math.max(1, Number(values.members));
const photoCount = Math.min(count, Number(values.photos));

// A small deterministic generator, so the same N gives the same camp.
let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = (list) => list[Math.floor(random() * list.length)];

const FIRST = [
  "Ava",
  "Ben",
  "Chloe",
  "Diego",
  "Elena",
  "Finn",
  "Gia",
  "Hugo",
  "Iris",
  "Jonah",
  "Kai",
  "Lena",
  "Mateo",
  "Nora",
  "Omar",
  "Priya",
  "Quinn",
  "Rosa",
  "Sam",
  "Tara",
  "Uma",
  "Vik",
  "Wren",
  "Xavi",
  "Yara",
  "Zane",
  "Amara",
  "Bodhi",
  "Cleo",
  "Dante",
];
const LAST = [
  "Alvarez",
  "Brooks",
  "Chen",
  "Dubois",
  "Eriksen",
  "Fischer",
  "Garcia",
  "Haddad",
  "Ito",
  "Jensen",
  "Kowalski",
  "Lopez",
  "Moreau",
  "Nakamura",
  "Okafor",
  "Petrov",
  "Quist",
  "Rossi",
  "Schmidt",
  "Tanaka",
  "Ueda",
  "Varga",
  "Walsh",
  "Xu",
  "Young",
  "Zimmer",
];
const PLAYA = [
  "Sparkle Pony",
  "Dust Devil",
  "Moonbeam",
  "Captain Chaos",
  "Glitter Goblin",
  "Sunflower",
  "Disco Yeti",
  "Mirage",
  "Tumbleweed",
  "Firefly",
  "Neon Owl",
  "Sandman",
  "Starling",
  "Cosmic Kale",
  "Lightning",
  "Bubbles",
  "Wizard",
  "Cactus Jack",
  "Echo",
  "Phoenix",
];
const PLACES = [
  ["Oakland, CA", "USA"],
  ["Reno, NV", "USA"],
  ["Portland, OR", "USA"],
  ["Austin, TX", "USA"],
  ["Vancouver, BC", "Canada"],
  ["Berlin", "Germany"],
  ["London", "United Kingdom"],
  ["Melbourne", "Australia"],
  ["Mexico City", "Mexico"],
  ["Tel Aviv", "Israel"],
  ["Tokyo", "Japan"],
  ["Denver, CO", "USA"],
  ["Seattle, WA", "USA"],
  ["Los Angeles, CA", "USA"],
];
const TOWNS = ["Sacramento", "Boise", "Lyon", "Kraków", "Osaka", "Guadalajara", "Leeds", "Perth", "Halifax", "Tucson", "Bergen", "Porto"];
const BIOS = [
  "Builds art cars and fixes anything with a motor.",
  "Runs the camp kitchen and the best pancake breakfast on the playa.",
  "Fire spinner, sound engineer, sunrise set enthusiast.",
  "Teaches yoga at dawn and welds at dusk.",
  "Loves shade structures, spreadsheets and strangers.",
  "LED wrangler and bike repair angel.",
  "Poet, gifting handmade postcards all week.",
  "Photographer chasing dust storms and golden hour.",
];
const HISTORY = [
  "Camp Mirage since 2018; before that with a sound camp.",
  "Two years with a bike-repair camp, then here.",
  "Built our shade structure three years running.",
  "Kitchen lead in 2022 and 2023.",
  "",
];
const ACCOMMODATIONS = [
  ["RV Row 1", "RV"],
  ["RV Row 2", "RV"],
  ["Big Trailer", "Trailer"],
  ["Tent City", "Tent"],
  ["Shiftpod Village", "Shiftpod"],
  ["The Yurt", "Yurt"],
  ["Kodiak Corner", "Kodiak"],
  ["Cabin Crew", "Cabin"],
  ["Van Lane", "Van"],
  ["Overflow", "tbd"],
];

const year = new Date().getFullYear();
const people = [];
for (let i = 0; i < count; i++) {
  const first = pick(FIRST);
  const last = pick(LAST);
  const status = i % 10 === 9 ? null : pick(["Veteran", "Veteran", "Veteran", "Newbie", "Virgin"]);
  const [location, country] = pick(PLACES);
  const incomplete = random() < 0.25;
  const burns = status === "Virgin" ? 0 : status === "Newbie" ? 1 + Math.floor(random() * 3) : 2 + Math.floor(random() * 15);
  const p = {
    email: `${first}.${last}.${i + 1}@playa.example`.toLowerCase(),
    name: `${first} ${last}`,
    playaName: incomplete && random() < 0.5 ? null : pick(PLAYA),
    homeTown: incomplete ? null : pick(TOWNS),
    location: incomplete && random() < 0.5 ? null : location,
    country: incomplete ? null : country,
    status,
    burnYears: incomplete && random() < 0.5 ? null : burns,
    firstBurn: status === "Virgin" || burns === 0 ? null : Math.max(1986, year - burns - Math.floor(random() * 3)),
    bio: incomplete ? null : pick(BIOS),
    campHistory: pick(HISTORY) || null,
    accommodation: random() < 0.8 ? pick(ACCOMMODATIONS)[0] : null,
    sponsorEmail: null,
    sponsorName: null,
    inviteSent: !incomplete || random() < 0.5,
    photoUrl: null,
  };
  people.push(p);
}
const veterans = people.filter((p) => p.status === "Veteran");
for (const p of people) {
  if ((p.status === "Newbie" || p.status === "Virgin") && random() < 0.85) {
    if (veterans.length && random() < 0.8) p.sponsorEmail = pick(veterans).email;
    else p.sponsorName = `${pick(FIRST)} ${pick(LAST)} (former member)`;
  }
}

// A few photos: small generated PNG portraits in the local R2 bucket.
function png(width, height, pixel) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * (width * 3 + 1) + 1 + x * 3);
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
const dir = mkdtempSync(join(tmpdir(), "camp-seed-"));
migrateLocal();
for (let i = 0; i < photoCount; i++) {
  const hue = [
    [249, 115, 22],
    [219, 39, 119],
    [14, 165, 233],
    [34, 197, 94],
    [168, 85, 247],
    [234, 179, 8],
  ][i % 6];
  const image = png(96, 96, (x, y) => {
    const inHead = (x - 48) ** 2 + (y - 38) ** 2 < 18 ** 2;
    const inBody = (x - 48) ** 2 + (y - 100) ** 2 < 40 ** 2;
    return inHead || inBody ? [255, 245, 230] : hue.map((c) => Math.max(0, c - y));
  });
  const file = join(dir, `p${i}.png`);
  writeFileSync(file, image);
  const key = `photos/00000000-5eed-4000-8000-${String(i).padStart(12, "0")}.png`;
  wrangler(["r2", "object", "put", `camp-directory-files/${key}`, "--file", file, "--content-type", "image/png", "--local"], {
    quiet: true,
  });
  people[i * Math.max(1, Math.floor(count / photoCount))].photoUrl = `/uploads/${key}`;
}

const statements = [
  "DELETE FROM members WHERE email LIKE '%@playa.example';",
  ...ACCOMMODATIONS.map(
    ([name, type]) => `INSERT OR IGNORE INTO accommodations (name, type) VALUES (${sqlString(name)}, ${sqlString(type)});`,
  ),
];
const now = Date.now();
// Veterans first, so sponsors exist when the members they sponsor are inserted.
for (const p of [...people].sort((a, b) => (a.status === "Veteran" ? 0 : 1) - (b.status === "Veteran" ? 0 : 1))) {
  const rule = { ...p, sponsorId: p.sponsorEmail ? 1 : null };
  const complete = isProfileComplete(rule);
  const sponsor = p.sponsorEmail ? `(SELECT id FROM members WHERE email = ${sqlString(p.sponsorEmail)})` : "NULL";
  const updated = now - Math.floor(random() * 60 * 24 * 3600 * 1000);
  statements.push(
    `INSERT INTO members (email, name, playa_name, home_town, location, country, accommodation, status, profile_status, burn_years, first_burn, bio, camp_history, sponsor_id, sponsor_name, photo_url, profile_complete, invite_sent, email_replied, profile_created, welcome_sent, last_updated) VALUES (${[
      p.email,
      p.name,
      p.playaName,
      p.homeTown,
      p.location,
      p.country,
      p.accommodation,
      p.status,
      deriveProfileStatus(rule),
    ]
      .map(sqlString)
      .join(
        ", ",
      )}, ${p.burnYears ?? "NULL"}, ${p.firstBurn ?? "NULL"}, ${sqlString(p.bio)}, ${sqlString(p.campHistory)}, ${sponsor}, ${sqlString(p.sponsorName)}, ${sqlString(p.photoUrl)}, ${complete ? 1 : 0}, ${p.inviteSent ? 1 : 0}, ${p.inviteSent && p.bio ? 1 : 0}, ${p.inviteSent && p.bio ? 1 : 0}, ${p.inviteSent && p.bio ? 1 : 0}, ${updated});`,
  );
}
const sqlFile = join(dir, "seed.sql");
writeFileSync(sqlFile, statements.join("\n"));
executeSqlFile(sqlFile);
rmSync(dir, { recursive: true, force: true });
console.log(`Seeded ${count} members (${photoCount} with photos) and ${ACCOMMODATIONS.length} accommodations into the local database.`);
