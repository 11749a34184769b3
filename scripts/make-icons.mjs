// `node scripts/make-icons.mjs`: renders public/favicon.svg to the PNG icons the web app manifest
// lists (public/icons/). Run again after changing the favicon; the PNGs are committed.
import { readFileSync } from "node:fs";
import { launch } from "../test/e2e/browser.mjs";
import { root } from "./lib/local.mjs";

const svg = readFileSync(`${root}public/favicon.svg`, "utf8");
const browser = await launch();
try {
  for (const [size, maskable] of [
    [192, false],
    [512, false],
    [512, true],
  ]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    // A maskable icon keeps its picture inside the safe zone (the central 80 %) on a full background.
    const inner = maskable ? Math.round(size * 0.7) : size;
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? "#c2410c" : "transparent"}">` +
        `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}" width="${inner}" height="${inner}"></body>`,
    );
    await page.screenshot({ path: `${root}public/icons/icon-${size}${maskable ? "-maskable" : ""}.png`, omitBackground: !maskable });
    await page.close();
  }
} finally {
  await browser.close();
}
