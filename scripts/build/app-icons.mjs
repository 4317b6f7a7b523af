#!/usr/bin/env node
// The app's install icons from app/icon.svg, made once and committed (docs/decisions/offline-reading.md):
// 192 and 512 px PNGs, as Android asks for, and a 512 px maskable one whose drawing sits inside
// the centre 80 % a launcher may crop to a circle or a squircle.
//
//   node scripts/build/app-icons.mjs
import fs from "node:fs";
import sharp from "sharp";

const svg = fs.readFileSync("app/icon.svg", "utf8");
const out = "public/app-icons";
fs.mkdirSync(out, { recursive: true });

/** The drawing at `share` of a `size` px white square (rounded unless maskable: the launcher shapes those). */
async function icon(size, share, rounded, file) {
  const drawn = Math.round(size * share);
  const drawing = await sharp(Buffer.from(svg), { density: (72 * drawn) / 32 }).resize(drawn, drawn).png().toBuffer();
  const radius = rounded ? Math.round(size * 0.22) : 0;
  const background = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="#ffffff"/></svg>`);
  await sharp(background)
    .composite([{ input: drawing, gravity: "center" }])
    .png({ compressionLevel: 9 })
    .toFile(`${out}/${file}`);
}

await icon(192, 0.78, true, "icon-192.png");
await icon(512, 0.78, true, "icon-512.png");
await icon(512, 0.6, false, "icon-maskable-512.png");
