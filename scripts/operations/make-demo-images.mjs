#!/usr/bin/env node
// Generates the committed demo images in public/demo (flat vector illustrations
// drawn as SVG and rendered to WebP with sharp). No network, no fonts, no text.
//
// Regenerate (from the project root):
//   node scripts/operations/make-demo-images.mjs
// Optional: `node scripts/operations/make-demo-images.mjs <slug-part|slides|banners>` regenerates a subset;
// `node scripts/operations/make-demo-images.mjs --svg <slug|slide-1|banner-key>` prints the SVG source.
//
// Products (slug, name, category) and seller keys are read from
// prisma/demo-data.json, the file the seed reads, so plain Node is enough.
// Output is deterministic: colours and decorations come from a hash of each
// product slug.
//
// Writes:
//   public/demo/products/<slug>.webp   800x800, one per DEMO_PRODUCTS entry
//   public/demo/auth/slide-{1,2,3}.webp 1200x1500 auth slideshow scenes
//   public/demo/banners/<seller>.webp  1600x400, one per DEMO_SELLERS key
// (public/images/placeholder-product.svg and app/icon.svg are hand-written SVGs.)
import sharp from "sharp";
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const OUT = path.join(ROOT, "public/demo");

// ---------------------------------------------------------------- data

function readDemoData() {
  const data = JSON.parse(readFileSync(path.join(ROOT, "prisma/demo-data.json"), "utf8"));
  const products = data.products.map(({ slug, name, category, paperback }) => ({ slug, name, category, paperback: Boolean(paperback) }));
  const sellers = data.sellers.map((s) => s.key);
  if (products.length === 0) throw new Error("No products in prisma/demo-data.json");
  let books = 0;
  for (const p of products) if (p.category === "Textbooks") p.coverIndex = books++;
  return { products, sellers };
}

// ---------------------------------------------------------------- helpers

function hash(s) {
  let h = 2166136261 >>> 0;
  for (const ch of s) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function hsl(h, s, l) {
  h = ((h % 360) + 360) % 360;
  s /= 100;
  l /= 100;
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const to = (x) => Math.round(x * 255).toString(16).padStart(2, "0");
  return `#${to(f(0))}${to(f(8))}${to(f(4))}`;
}
function mix(a, b, t) {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return "#" + pa.map((v, i) => Math.round(v + (pb[i] - v) * t).toString(16).padStart(2, "0")).join("");
}
const dk = (c, t) => mix(c, "#000000", t);
const lt = (c, t) => mix(c, "#ffffff", t);
const n = (v) => (Math.round(v * 10) / 10).toString();

const R = (x, y, w, h, r, fill, ex = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}" ${ex}/>`;
const C = (cx, cy, r, fill, ex = "") => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${ex}/>`;
const E = (cx, cy, rx, ry, fill, ex = "") =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${ex}/>`;
const P = (d, fill, ex = "") => `<path d="${d}" fill="${fill}" ${ex}/>`;
const S = (d, stroke, w, ex = "") =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round" ${ex}/>`;
const L = (x1, y1, x2, y2, stroke, w, ex = "") =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" ${ex}/>`;
const G = (tr, inner) => `<g transform="${tr}">${inner}</g>`;
const op = (o) => `opacity="${o}"`;
const lin = (id, c1, c2, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`;
const sparkle = (x, y, s, fill, ex = "") =>
  P(`M${n(x)} ${n(y - s)}Q${n(x)} ${n(y)} ${n(x + s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y + s)}Q${n(x)} ${n(y)} ${n(x - s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y - s)}Z`, fill, ex);
const svgDoc = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

const OUTLINE = "#2b3442";
const ol = (w = 4) => `stroke="${OUTLINE}" stroke-opacity="0.14" stroke-width="${w}" stroke-linejoin="round"`;

// ---------------------------------------------------------------- product objects
// Every object is drawn on an 800x800 canvas, centred around (400, 400), resting
// on a soft shadow at y ~ 650. `k` = colour context for the product.

function shadow(k, rx = 230, cy = 652) {
  return E(400, cy, rx, 22, k.shade, op(0.45));
}

function emblem(kind, cx, cy, c) {
  const sw = 7;
  switch (kind) {
    case "curve":
      return L(cx - 60, cy + 45, cx + 60, cy + 45, c, 5, op(0.7)) + L(cx - 55, cy + 50, cx - 55, cy - 50, c, 5, op(0.7)) +
        S(`M${cx - 55} ${cy + 30}C${cx - 25} ${cy + 30} ${cx - 20} ${cy - 40} ${cx + 10} ${cy - 20}S${cx + 40} ${cy + 20} ${cx + 60} ${cy - 45}`, c, sw);
    case "bars":
      return R(cx - 55, cy + 5, 24, 45, 4, c, op(0.8)) + R(cx - 20, cy - 15, 24, 65, 4, c, op(0.8)) + R(cx + 15, cy - 40, 24, 90, 4, c, op(0.8)) +
        S(`M${cx - 60} ${cy - 15}L${cx - 20} ${cy - 40}L${cx + 5} ${cy - 30}L${cx + 55} ${cy - 60}`, c, 5);
    case "hex": {
      const pts = [...Array(6)].map((_, i) => [cx + 42 * Math.cos((Math.PI / 3) * i + Math.PI / 6), cy + 42 * Math.sin((Math.PI / 3) * i + Math.PI / 6)]);
      return S("M" + pts.map((p) => p.map(n).join(" ")).join("L") + "Z", c, sw) +
        L(pts[5][0], pts[5][1], pts[5][0] + 30, pts[5][1] - 22, c, sw) + C(pts[5][0] + 36, pts[5][1] - 26, 10, c) +
        L(pts[2][0], pts[2][1], pts[2][0] - 30, pts[2][1] + 22, c, sw) + C(cx, cy, 16, "none", `stroke="${c}" stroke-width="5"`);
    }
    case "graph":
      return L(cx, cy - 40, cx - 45, cy + 5, c, 5) + L(cx, cy - 40, cx + 45, cy + 5, c, 5) + L(cx - 45, cy + 5, cx - 65, cy + 50, c, 5) +
        L(cx - 45, cy + 5, cx - 20, cy + 50, c, 5) + L(cx + 45, cy + 5, cx + 45, cy + 50, c, 5) +
        C(cx, cy - 40, 14, c) + C(cx - 45, cy + 5, 12, c) + C(cx + 45, cy + 5, 12, c) + C(cx - 65, cy + 50, 10, c) + C(cx - 20, cy + 50, 10, c) + C(cx + 45, cy + 50, 10, c);
    case "leaf":
      return P(`M${cx - 50} ${cy + 50}C${cx - 60} ${cy - 20} ${cx - 10} ${cy - 60} ${cx + 55} ${cy - 55}C${cx + 55} ${cy + 10} ${cx + 10} ${cy + 60} ${cx - 50} ${cy + 50}Z`, c, op(0.9)) +
        S(`M${cx - 50} ${cy + 50}Q${cx} ${cy - 5} ${cx + 40} ${cy - 40}`, "#ffffff", 4, op(0.5));
    case "coins":
      return [0, 1, 2, 3].map((i) => E(cx - 25, cy + 40 - i * 16, 38, 12, c, `${op(0.9)} stroke="#ffffff" stroke-opacity="0.4" stroke-width="3"`)).join("") +
        E(cx + 35, cy + 40, 30, 10, c, op(0.7)) + E(cx + 35, cy + 24, 30, 10, c, op(0.7));
    case "sun":
      return C(cx, cy + 5, 34, c) + [...Array(8)].map((_, i) => {
        const a = (Math.PI / 4) * i;
        return L(cx + 46 * Math.cos(a), cy + 5 + 46 * Math.sin(a), cx + 62 * Math.cos(a), cy + 5 + 62 * Math.sin(a), c, 6);
      }).join("");
    case "river":
      return P(`M${cx - 70} ${cy + 10}L${cx - 30} ${cy - 45}L${cx} ${cy - 10}L${cx + 25} ${cy - 35}L${cx + 70} ${cy + 10}Z`, c, op(0.85)) +
        S(`M${cx - 70} ${cy + 30}q17 -12 35 0t35 0t35 0t35 0`, c, 6) + S(`M${cx - 60} ${cy + 52}q15 -10 30 0t30 0t30 0t30 0`, c, 6, op(0.7));
    case "atom":
      return [0, 60, 120].map((a) => E(cx, cy, 62, 22, "none", `stroke="${c}" stroke-width="5" transform="rotate(${a} ${cx} ${cy})"`)).join("") + C(cx, cy, 11, c);
    default:
      return C(cx, cy, 46, "none", `stroke="${c}" stroke-width="7"`) + C(cx, cy, 20, c);
  }
}

function bookEmblemKind(p) {
  const t = (p.slug + " " + p.name).toLowerCase();
  if (/calculus|math/.test(t)) return "curve";
  if (/econom/.test(t)) return "bars";
  if (/chemi/.test(t)) return "hex";
  if (/algorithm|comput/.test(t)) return "graph";
  if (/biolog/.test(t)) return "leaf";
  if (/account|financ/.test(t)) return "coins";
  if (/fall-apart|things/.test(t)) return "sun";
  if (/river/.test(t)) return "river";
  if (/atomic|habit/.test(t)) return "atom";
  return "ring";
}

function bookFront(x, y, w, h, c, acc, kind, paperback = false, ribbon = !paperback) {
  const back = dk(c, 0.35);
  let s = "";
  s += R(x + 16, y + 14, w, h, 14, back);
  s += R(x + 8, y + 7, w, h, 10, "#fbf7ee", `stroke="#e6dfcf" stroke-width="2"`);
  for (let i = 0; i < 3; i++) s += L(x + w + 2 + i * 3, y + 24, x + w + 2 + i * 3, y + h - 6, "#e2dac8", 1.5);
  s += R(x, y, w, h, 14, c);
  const sp = paperback ? 18 : 34;
  s += R(x, y, sp, h, 14, dk(c, 0.2)) + R(x + sp / 2, y, sp / 2, h, 0, dk(c, 0.2));
  s += L(x + sp + 1, y + 4, x + sp + 1, y + h - 4, lt(c, 0.25), 2, op(0.7));
  // title stripe
  s += R(x + sp, y + 62, w - sp, 92, 0, acc);
  s += R(x + sp + 28, y + 88, w - sp - 80, 16, 8, "#ffffff", op(0.92));
  s += R(x + sp + 28, y + 116, (w - sp - 80) * 0.58, 12, 6, "#ffffff", op(0.6));
  s += emblem(kind, x + sp / 2 + w / 2, y + h * 0.62, lt(acc, 0.55));
  s += R(x + sp, y + h - 52, w - sp, 10, 0, acc, op(0.85));
  if (ribbon) s += P(`M${x + w - 72} ${y + h}h20v46l-10-9l-10 9Z`, acc);
  return s;
}

function drawBook(k, p, textbook) {
  const kind = bookEmblemKind(p);
  let s = shadow(k, textbook ? 250 : 190);
  if (textbook) {
    // a second book lying flat underneath, spine facing us
    const c2 = k.c2;
    s += R(178, 588, 444, 58, 10, dk(c2, 0.25));
    s += R(186, 590, 430, 50, 10, c2);
    s += R(230, 590, 20, 50, 0, lt(c2, 0.35)) + R(548, 590, 20, 50, 0, lt(c2, 0.35));
    s += R(300, 606, 190, 14, 7, "#ffffff", op(0.7));
    s += bookFront(262, 138, 270, 440, k.c, k.acc, kind, false, false);
  } else {
    s += G("rotate(-4 400 400)", bookFront(270, 150, 260, 470, k.c, k.acc, kind, true));
  }
  return s;
}

function drawLaptop(k) {
  let s = `<defs>${lin("scr", hsl(k.h2, 70, 62), hsl(k.h2 + 35, 65, 42), 1, 1)}</defs>`;
  s += shadow(k, 300, 540);
  s += R(200, 160, 400, 290, 22, "#2a2f3a");
  s += R(218, 178, 364, 254, 8, "url(#scr)");
  s += C(400, 169, 3.5, "#5b6270");
  // window
  s += R(248, 206, 210, 150, 12, "#ffffff", op(0.93));
  s += R(248, 206, 210, 28, 12, "#eef1f6") + R(248, 222, 210, 12, 0, "#eef1f6");
  s += C(266, 220, 5, "#f87171") + C(282, 220, 5, "#fbbf24") + C(298, 220, 5, "#34d399");
  s += R(266, 250, 120, 11, 5.5, "#cbd3e1") + R(266, 272, 170, 11, 5.5, "#dde3ec") + R(266, 294, 140, 11, 5.5, "#dde3ec") + R(266, 316, 90, 11, 5.5, "#dde3ec");
  s += R(410, 290, 150, 118, 12, "#ffffff", op(0.8));
  [40, 62, 30, 76, 52].forEach((hh, i) => (s += R(426 + i * 25, 392 - hh, 16, hh, 4, hsl(k.h2 + 180, 60, 55))));
  // base
  s += P("M168 450H632L692 506Q696 522 678 522H122Q104 522 108 506Z", "#d7dce5");
  s += P("M214 458H586L612 488H188Z", "#bfc6d2");
  for (let r = 0; r < 3; r++) s += L(222 + r * 6 - 0, 466 + r * 9, 578 - r * 6 + 0 + r * 14 - r * 14, 466 + r * 9, "#aab2c0", 3, op(0.8));
  s += P("M352 494H448L452 514H348Z", "#c8ced9");
  s += R(106, 520, 588, 16, 8, "#aeb5c2");
  s += R(360, 520, 80, 7, 3.5, "#959dab");
  return s;
}

function drawPhone(k) {
  let s = `<defs>${lin("scr", hsl(k.h2, 75, 66), hsl(k.h2 + 50, 70, 45), 1, 1)}</defs>`;
  s += shadow(k, 210);
  const back = hsl(k.h2 + 160, 35, 72);
  s += G("rotate(-13 320 420)",
    R(215, 175, 210, 450, 36, back) + R(215, 175, 210, 450, 36, "none", `stroke="${dk(back, 0.2)}" stroke-width="4"`) +
    R(238, 198, 84, 124, 24, dk(back, 0.12)) + C(268, 232, 17, "#242832") + C(268, 288, 17, "#242832") + C(300, 260, 8, "#242832") +
    C(268, 232, 7, "#3d4656") + C(268, 288, 7, "#3d4656"));
  let sc = R(372, 162, 190, 446, 28, "url(#scr)");
  sc += C(467, 184, 6, "#0c0e13");
  sc += R(388, 206, 158, 74, 18, "#ffffff", op(0.3)) + R(404, 226, 70, 14, 7, "#ffffff", op(0.9)) + R(404, 250, 44, 10, 5, "#ffffff", op(0.7));
  const icons = ["#f87171", "#fbbf24", "#34d399", "#60a5fa", "#a78bfa", "#f472b6", "#2dd4bf", "#fb923c", "#ffffff", "#93c5fd", "#fcd34d", "#86efac"];
  for (let r = 0; r < 3; r++) for (let c = 0; c < 4; c++) sc += R(389 + c * 41, 300 + r * 52, 32, 32, 10, icons[(r * 4 + c + k.h) % 12], op(0.92));
  sc += R(386, 530, 162, 56, 20, "#ffffff", op(0.3));
  for (let c = 0; c < 4; c++) sc += R(396 + c * 37, 542, 30, 30, 10, icons[(c * 3 + 1) % 12]);
  s += G("rotate(7 467 385)", R(360, 150, 214, 470, 38, "#1d212b") + R(358, 250, 4, 60, 2, "#1d212b") + sc);
  return s;
}

function calculator(body, accent) {
  // local coordinates: 240 x 460, origin top-left
  let s = R(0, 0, 240, 460, 30, dk(body, 0.25)) + R(0, 0, 240, 452, 30, body);
  s += R(150, 24, 68, 22, 5, "#4a3a33") + [1, 2, 3].map((i) => L(150 + i * 17, 26, 150 + i * 17, 44, "#6a564c", 2)).join("");
  s += R(22, 58, 196, 94, 12, dk(body, 0.35)) + R(28, 64, 184, 82, 8, "#c9d8c1");
  s += R(40, 76, 54, 9, 4.5, "#5d6b57", op(0.55));
  s += R(108, 104, 92, 28, 5, "#56644f", op(0.85));
  for (let r = 0; r < 2; r++) for (let c = 0; c < 5; c++) s += R(22 + c * 41, 172 + r * 30, 32, 18, 9, lt(body, 0.22));
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 5; c++) {
      const isAcc = (c === 3 || c === 4) && r === 0;
      const isEq = c === 4 && r === 3;
      const f = isAcc ? accent : isEq ? lt(accent, 0.15) : "#eef0f4";
      s += R(22 + c * 41, 240 + r * 50, 32, 40, 9, dk(f, 0.22)) + R(22 + c * 41, 240 + r * 50, 32, 35, 9, f);
    }
  return s;
}

function drawCalculator(k, many) {
  let s = shadow(k, many ? 280 : 170);
  if (many) {
    s += G("translate(170 215) rotate(-14) scale(0.82)", calculator("#3f4f70", "#f59e0b"));
    s += G("translate(440 160) rotate(14) scale(0.82)", calculator("#5b4467", "#f59e0b"));
    s += G("translate(280 170)", calculator("#2d3340", "#f08a3c"));
  } else {
    s += G("translate(280 165)", calculator(hsl(k.h2, 18, 26), "#f08a3c"));
  }
  return s;
}

function earbud(x, y, rot) {
  return G(`translate(${x} ${y}) rotate(${rot})`,
    R(-17, 10, 34, 150, 17, "#f6f8fb", ol(3)) + R(-17, 138, 34, 22, 11, "#cfd6df") +
    C(0, 0, 52, "#ffffff", ol(3)) + E(-8, -4, 30, 26, "#2b303a") + E(-8, -4, 20, 16, "#3e4552") + C(26, -24, 8, "#dfe4ec"));
}
function drawEarbuds(k) {
  let s = shadow(k, 190, 616);
  s += `<defs><clipPath id="cs"><rect x="250" y="410" width="300" height="190" rx="95"/></clipPath></defs>`;
  s += R(250, 410, 300, 190, 95, "#e9edf3", ol(4));
  s += `<g clip-path="url(#cs)">${R(250, 410, 300, 62, 0, "#ffffff")}</g>`;
  s += L(252, 472, 548, 472, "#cfd6df", 4);
  s += C(400, 540, 6, "#34d399") + C(400, 540, 12, "#34d399", op(0.25));
  s += earbud(330, 240, -18) + earbud(480, 260, 22);
  return s;
}

function drawCharger(k) {
  let s = shadow(k, 210, 640);
  s += S("M400 478C400 560 250 540 250 605C250 640 330 648 430 632C520 618 560 600 590 560", "#c9d0da", 26);
  s += S("M400 478C400 560 250 540 250 605C250 640 330 648 430 632C520 618 560 600 590 560", "#f4f6f9", 18);
  s += G("translate(590 560) rotate(37)", R(-11, -112, 22, 30, 6, "#aab2bf") + R(-18, -86, 36, 90, 12, "#eef1f5", ol(3)) + R(-12, -8, 24, 14, 5, "#d5dbe3"));
  s += R(325, 170, 26, 70, 6, "#b4bcc8") + R(449, 170, 26, 70, 6, "#b4bcc8") + R(385, 150, 30, 80, 6, "#b4bcc8");
  s += R(288, 222, 224, 256, 38, "#dfe4ea") + R(288, 222, 224, 248, 38, "#fbfcfd", ol(3));
  s += P("M414 276L360 360H398L384 430L444 336H404Z", hsl(k.h2, 70, 50));
  s += R(378, 456, 44, 10, 5, "#98a1ae");
  return s;
}

function drawLamp(k) {
  const c = hsl(k.h2, 45, 45);
  let s = shadow(k, 200, 642);
  s += `<defs><linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3a6" stop-opacity="0.85"/><stop offset="1" stop-color="#fff3a6" stop-opacity="0.05"/></linearGradient></defs>`;
  s += P("M424 310L600 284L690 634H450Z", "url(#beam)");
  s += E(570, 634, 120, 14, "#fff3a6", op(0.55));
  s += R(230, 588, 210, 48, 24, dk(c, 0.2)) + R(230, 582, 210, 44, 22, c);
  s += L(335, 585, 280, 390, dk(c, 0.1), 20) + L(280, 390, 470, 250, dk(c, 0.1), 20);
  s += C(335, 585, 16, dk(c, 0.3)) + C(280, 390, 18, dk(c, 0.3)) + C(280, 390, 7, lt(c, 0.4));
  s += G("rotate(-10 500 270)", P("M440 230Q440 200 470 200H540Q570 200 570 230L600 300H410Z", c) + R(420, 294, 170, 14, 7, "#fff8d6") + C(470, 222, 16, lt(c, 0.3), op(0.6)));
  s += C(470, 250, 16, dk(c, 0.3));
  s += C(380, 604, 6, "#a7f3d0");
  return s;
}

function drawCable(k) {
  const c = "#2b303a";
  let s = shadow(k, 240, 640);
  for (let i = 0; i < 4; i++) {
    s += E(400 + i * 10 - 15, 420 + i * 7 - 10, 150 - i * 4, 110 - i * 3, "none", `stroke="${c}" stroke-width="18"`);
    s += E(400 + i * 10 - 15, 420 + i * 7 - 10, 150 - i * 4, 110 - i * 3, "none", `stroke="#4b5362" stroke-width="4" stroke-dasharray="60 400" stroke-dashoffset="${i * 40}"`);
  }
  s += S("M260 480C230 540 200 560 196 600", c, 18) + S("M545 360C600 320 610 270 600 226", c, 18);
  const plug = (x, y, rot) => G(`translate(${x} ${y}) rotate(${rot})`,
    R(-28, -10, 56, 70, 10, "#1f232b") + R(-22, -2, 44, 12, 3, "#3a414d") +
    P("M-30 -10H30V-42L24 -50H-24L-30 -42Z", "#c9cfd8", ol(2)) + R(-20, -40, 40, 18, 3, "#8c95a3"));
  s += plug(196, 620, 180) + plug(600, 200, 8);
  return s;
}

function drawPowerBank(k) {
  const c = hsl(k.h2, 35, 32);
  let s = `<defs>${lin("pb", lt(c, 0.12), dk(c, 0.2), 1, 1)}</defs>`;
  s += shadow(k, 190);
  s += R(330, 172, 40, 22, 5, "#15181e") + R(394, 172, 40, 22, 5, "#15181e") + R(455, 175, 26, 18, 8, "#15181e");
  s += R(268, 184, 264, 452, 46, dk(c, 0.3)) + R(268, 184, 264, 444, 46, "url(#pb)");
  s += R(284, 200, 232, 412, 36, "none", `stroke="#ffffff" stroke-opacity="0.12" stroke-width="3"`);
  s += P("M418 280L352 392H398L380 480L452 360H404Z", lt(c, 0.55));
  for (let i = 0; i < 4; i++) s += C(352 + i * 32, 560, 9, i < 3 ? "#4ade80" : dk(c, 0.25)) + (i < 3 ? C(352 + i * 32, 560, 15, "#4ade80", op(0.2)) : "");
  s += R(502, 300, 10, 50, 5, lt(c, 0.25));
  return s;
}

function flashDrive(col) {
  return R(-32, -200, 64, 78, 6, "#d5dae1", ol(2)) + R(-18, -180, 12, 12, 2, "#8b93a0") + R(6, -180, 12, 12, 2, "#8b93a0") +
    R(-46, -130, 92, 220, 24, dk(col, 0.2)) + R(-46, -130, 92, 212, 24, col) + R(-46, -44, 92, 40, 0, lt(col, 0.3)) +
    C(0, 52, 13, "none", `stroke="${dk(col, 0.35)}" stroke-width="7"`) + R(-30, -116, 8, 60, 4, "#ffffff", op(0.3));
}
function drawFlashDrives(k) {
  let s = shadow(k, 230);
  s += G("translate(290 460) rotate(-22)", flashDrive(hsl(k.h2 + 120, 60, 52)));
  s += G("translate(510 460) rotate(22)", flashDrive(hsl(k.h2 + 240, 55, 55)));
  s += G("translate(400 440)", flashDrive(hsl(k.h2, 65, 48)));
  return s;
}

function pen(col) {
  return R(-13, -150, 26, 300, 13, "#e9f0fb", `${op(0.95)} stroke="#b9c6d8" stroke-width="2"`) + R(-3, -120, 6, 240, 3, col, op(0.8)) +
    P("M-13 145L0 185L13 145Z", "#dfe6f0") + L(0, 176, 0, 190, "#2b303a", 4) +
    R(-15, -190, 30, 100, 13, col) + R(11, -180, 7, 76, 3.5, dk(col, 0.2)) + R(-11, -12, 22, 40, 4, col, op(0.35));
}
function drawPens(k) {
  const blue = "#2f5fd0";
  let s = shadow(k, 210, 640);
  s += R(252, 396, 296, 50, 14, dk(blue, 0.35));
  [[300, -10], [340, -5], [380, -2], [420, 3], [460, 7], [500, 12]].forEach(([x, r], i) => {
    s += G(`translate(${x} ${420 - (i % 2) * 24}) rotate(${r})`, pen(i === 5 ? "#1f2937" : blue));
  });
  s += R(240, 430, 320, 200, 20, dk(blue, 0.15)) + R(240, 430, 320, 192, 20, blue);
  s += R(240, 430, 320, 22, 11, lt(blue, 0.2));
  s += R(280, 480, 240, 96, 14, "#ffffff") + C(324, 528, 24, blue) + R(362, 506, 130, 14, 7, "#c5d1e6") + R(362, 534, 90, 12, 6, "#dbe3f0");
  return s;
}

function drawHighlighters(k) {
  const cols = ["#facc15", "#f472b6", "#4ade80", "#fb923c", "#60a5fa", "#c084fc"];
  let s = shadow(k, 230, 640);
  cols.forEach((c, i) => {
    const x = 208 + i * 64;
    const y = [0, 24, 8, 30, 4, 18][i];
    s += G(`translate(${x} ${y}) rotate(${[-4, 2, -2, 3, -3, 4][i]} 26 420)`,
      R(0, 330 - y, 52, 290 + y, 16, dk(c, 0.08)) + R(0, 330 - y, 40, 290 + y, 16, c) + R(0, 450, 52, 70, 0, lt(c, 0.45)) +
      R(-3, 225 - y, 58, 118, 18, dk(c, 0.22)) + R(-3, 225 - y, 46, 118, 18, dk(c, 0.1)) + R(40, 240 - y, 8, 80, 4, dk(c, 0.3)) +
      R(8, 588, 36, 24, 8, dk(c, 0.25)));
  });
  return s;
}

function notebook(col, w = 270, h = 370) {
  return R(6, 6, w, h, 14, dk(col, 0.3)) + R(0, 0, w, h, 14, col) + R(0, 0, 30, h, 14, dk(col, 0.18)) + R(15, 0, 15, h, 0, dk(col, 0.18)) +
    R(70, 60, 160, 100, 12, "#ffffff") + R(88, 82, 124, 10, 5, "#c9d0dc") + R(88, 104, 124, 4, 2, "#d9dee7") + R(88, 124, 124, 4, 2, "#d9dee7") + R(88, 142, 80, 4, 2, "#d9dee7") +
    R(30, h - 70, w - 30, 8, 0, lt(col, 0.3), op(0.6));
}
function drawNotebooks(k) {
  let s = shadow(k, 240, 640);
  s += G("translate(190 230) rotate(-12)", notebook(hsl(k.h2 + 100, 55, 50)));
  s += G("translate(350 190) rotate(9)", notebook(hsl(k.h2 + 220, 55, 52)));
  s += G("translate(262 250)", notebook(hsl(k.h2, 60, 46)));
  s += R(262, 470, 276, 46, 0, "#f3ead7", op(0.95)) + R(262, 470, 276, 6, 0, "#e0d3b8");
  return s;
}

function pad(ruled = true) {
  let s = R(6, 8, 280, 420, 10, "#d9dde3") + R(0, 0, 280, 420, 10, "#fffdf6", `stroke="#e3ddcc" stroke-width="2"`);
  s += R(0, 0, 280, 40, 10, "#dc2626") + R(0, 20, 280, 20, 0, "#dc2626");
  if (ruled) {
    for (let y = 80; y < 410; y += 28) s += L(14, y, 266, y, "#a8c5ea", 2);
    s += L(52, 46, 52, 414, "#f19a9a", 2.5);
  }
  return s;
}
function drawPads(k) {
  let s = shadow(k, 230, 640);
  s += G("translate(210 210) rotate(-10)", pad(false));
  s += G("translate(330 190) rotate(7)", pad(false));
  s += G("translate(260 200)", pad(true));
  s += G("translate(470 420) rotate(35)", pencil());
  return s;
}
function pencil(len = 260, col = "#f5b82e") {
  return R(-12, -len / 2, 24, len, 4, col) + R(-12, -len / 2, 8, len, 0, lt(col, 0.3)) + R(4, -len / 2, 8, len, 0, dk(col, 0.12)) +
    R(-12, -len / 2 - 26, 24, 28, 6, "#f28b9b") + R(-12, -len / 2 - 4, 24, 12, 0, "#c7ccd4") +
    P(`M-12 ${len / 2}L0 ${len / 2 + 44}L12 ${len / 2}Z`, "#f3d7b0") + P(`M-4 ${len / 2 + 30}L0 ${len / 2 + 44}L4 ${len / 2 + 30}Z`, "#3b3f47");
}

function drawGeometry(k) {
  let s = shadow(k, 250, 640);
  // ruler
  let ru = R(0, 0, 460, 62, 8, "#fde68a", ol(3));
  for (let i = 0; i <= 42; i++) ru += L(16 + i * 10, 0, 16 + i * 10, i % 5 === 0 ? 22 : 12, "#a16207", 2);
  s += G("translate(170 270) rotate(-14)", ru);
  // set square
  s += P("M196 612L196 330L392 612Z", "#a7f3d0", `${op(0.85)} stroke="#10b981" stroke-width="4" stroke-linejoin="round"`);
  s += P("M226 582L226 430L320 582Z", k.bgMid, op(0.9));
  // protractor
  const cx = 430, cy = 612, r = 170;
  s += P(`M${cx - r} ${cy}A${r} ${r} 0 0 1 ${cx + r} ${cy}H${cx + 60}A60 60 0 0 0 ${cx - 60} ${cy}Z`, "#bfdbfe", `${op(0.88)} stroke="#3b82f6" stroke-width="4" stroke-linejoin="round"`);
  for (let a = 10; a < 180; a += 10) {
    const t = (Math.PI * a) / 180;
    const r1 = a % 30 === 0 ? 140 : 152;
    s += L(cx - Math.cos(t) * r1, cy - Math.sin(t) * r1, cx - Math.cos(t) * 166, cy - Math.sin(t) * 166, "#3b82f6", 2.5);
  }
  s += L(cx, cy - 60, cx, cy - 120, "#3b82f6", 2.5, op(0.6));
  // compass
  s += L(590, 250, 540, 560, "#6b7280", 12) + L(590, 250, 640, 560, "#6b7280", 12);
  s += L(540, 560, 534, 590, "#374151", 5) + L(640, 560, 642, 584, "#374151", 6);
  s += R(578, 190, 24, 50, 8, "#374151") + C(590, 252, 16, "#9ca3af") + C(590, 252, 6, "#374151");
  s += L(560, 420, 620, 420, "#9ca3af", 6);
  return s;
}

function drawDrawingBoard(k) {
  let s = shadow(k, 260, 648);
  s += R(170, 170, 460, 460, 22, "#b8c1cc") + R(180, 176, 440, 444, 16, "#f8fafc");
  s += R(246, 226, 320, 360, 4, "#ffffff", `stroke="#e2e8f0" stroke-width="3"`);
  const b = "#3b82f6";
  s += S("M300 500V380L400 300L500 380V500Z", b, 4) + S("M370 500V430H430V500", b, 4) + R(320, 400, 36, 30, 2, "none", `stroke="${b}" stroke-width="3"`) +
    R(444, 400, 36, 30, 2, "none", `stroke="${b}" stroke-width="3"`) + L(280, 530, 520, 530, b, 2, op(0.6)) + L(280, 522, 280, 538, b, 2) + L(520, 522, 520, 538, b, 2);
  s += R(236, 216, 40, 22, 4, "#94a3b8") + R(536, 216, 40, 22, 4, "#94a3b8");
  s += R(140, 200, 44, 400, 10, "#1f2937") + R(180, 388, 470, 30, 4, "#facc15", op(0.85)) + R(180, 388, 470, 8, 0, "#eab308", op(0.9));
  s += G("translate(560 520) rotate(40)", pencil(170, "#60a5fa"));
  return s;
}

function stickyPad(col, curl) {
  let s = R(0, 12, 250, 250, 8, dk(col, 0.2)) + R(0, 6, 250, 250, 8, dk(col, 0.08)) + R(0, 0, 250, 250, 8, col);
  s += R(0, 0, 250, 30, 8, dk(col, 0.06));
  if (curl) s += P("M190 250Q230 232 250 190L250 242Q250 250 242 250Z", dk(col, 0.15));
  return s;
}
function drawSticky(k) {
  let s = shadow(k, 240, 640);
  s += G("translate(170 190) rotate(-10)", stickyPad("#93c5fd"));
  s += G("translate(380 200) rotate(8)", stickyPad("#86efac"));
  s += G("translate(210 370) rotate(4)", stickyPad("#f9a8d4"));
  s += G("translate(300 300) rotate(-3)",
    stickyPad("#fde047", true) + R(36, 70, 150, 10, 5, "#a16207", op(0.35)) + R(36, 100, 120, 10, 5, "#a16207", op(0.25)) + R(36, 130, 135, 10, 5, "#a16207", op(0.25)));
  return s;
}

function isoBox(x, y, w, h, d, col, tape = true) {
  // front face at (x,y) size w x h, depth d going up-right
  const dx = d * 0.7, dy = d * 0.5;
  let s = P(`M${x} ${y}L${x + dx} ${y - dy}H${x + w + dx}L${x + w} ${y}Z`, lt(col, 0.2));
  s += P(`M${x + w} ${y}L${x + w + dx} ${y - dy}V${y + h - dy}L${x + w} ${y + h}Z`, dk(col, 0.18));
  s += R(x, y, w, h, 0, col);
  if (tape) {
    s += P(`M${x + w / 2 - 18} ${y}L${x + w / 2 - 18 + dx} ${y - dy}h36L${x + w / 2 + 18} ${y}Z`, "#e8cfa2", op(0.9));
    s += R(x + w / 2 - 18, y, 36, h * 0.35, 0, "#e8cfa2", op(0.9));
  }
  return s;
}
function drawPaperBox(k) {
  let s = shadow(k, 260, 648);
  const col = "#f1f3f6";
  s += isoBox(190, 380, 330, 260, 170, col, false);
  s += R(190, 470, 330, 70, 0, "#2563eb") + P("M520 470L639 385V455L520 540Z", dk("#2563eb", 0.2));
  s += R(214, 404, 110, 30, 6, "#ffffff", `stroke="#d5dbe4" stroke-width="2"`) + R(228, 415, 64, 8, 4, "#b6c2d4");
  s += R(190, 380, 330, 6, 0, "#dfe4ea");
  // a ream of paper resting on the lid
  s += isoBox(240, 312, 230, 50, 96, "#eaf2ff", false);
  s += R(240, 312, 230, 7, 0, "#ffffff") + R(240, 355, 230, 7, 0, "#ffffff");
  s += R(320, 312, 56, 50, 0, "#2563eb") + P("M320 312L387 264H443L376 312Z", "#3b82f6");
  s += C(360, 500, 18, "#ffffff", op(0.9)) + R(388, 492, 90, 16, 8, "#ffffff", op(0.8));
  return s;
}

function boxFile(col, h) {
  return R(6, 8, 124, h, 12, dk(col, 0.3)) + R(0, 0, 124, h, 12, col) + R(0, 0, 18, h, 12, lt(col, 0.18)) + R(9, 0, 9, h, 0, lt(col, 0.18)) +
    R(26, 36, 76, 150, 8, "#ffffff") + R(38, 56, 52, 9, 4.5, "#cdd3dd") + R(38, 78, 52, 6, 3, "#e0e4ea") + R(38, 94, 40, 6, 3, "#e0e4ea") +
    C(62, h - 84, 24, dk(col, 0.4)) + C(62, h - 84, 24, "none", `stroke="${lt(col, 0.35)}" stroke-width="6"`);
}
function drawBoxFiles(k) {
  let s = shadow(k, 240, 640);
  const cols = [hsl(k.h2, 60, 45), hsl(k.h2 + 120, 55, 45), hsl(k.h2 + 240, 55, 48)];
  s += G("translate(204 222)", boxFile(cols[0], 400)) + G("translate(338 192)", boxFile(cols[1], 430));
  s += G("translate(470 232) rotate(8 0 390)", boxFile(cols[2], 390));
  return s;
}

function drawStudy(k, p) {
  const t = (p.slug + " " + p.name).toLowerCase();
  const acc = k.acc;
  let s = shadow(k, 240, 645);
  if (/card/.test(t)) {
    const cols = ["#fef3c7", "#dbeafe", "#dcfce7", "#fce7f3", "#ffffff"];
    cols.forEach((c, i) => {
      s += G(`rotate(${-20 + i * 9} 260 560)`,
        R(210, 300, 360, 230, 16, dk(c, 0.08)) + R(210, 294, 360, 230, 16, c, ol(2)) + C(240, 330, 10, k.bgMid) +
        (i === 4 ? R(270, 340, 170, 16, 8, acc) + R(270, 380, 250, 10, 5, "#d5dae1") + R(270, 406, 220, 10, 5, "#d5dae1") +
          S("M290 470q20 -40 40 0t40 0t40 0", acc, 5, op(0.7)) : ""));
    });
    s += C(240, 330 + 0, 26, "none", `stroke="#9ca3af" stroke-width="7" transform="rotate(16 260 560)"`);
    return s;
  }
  const sheet = (rot, fill) => G(`rotate(${rot} 400 400)`, R(252, 170, 300, 420, 10, fill, ol(3)));
  s += sheet(-9, "#f3f4f1") + sheet(6, "#f7f7f4") + sheet(-3, "#fafaf8");
  let top = R(250, 160, 300, 430, 10, "#ffffff", ol(3));
  top += R(284, 204, 150, 18, 9, acc) + R(284, 234, 90, 10, 5, "#c7ced8");
  const ws = [230, 200, 215, 170, 226, 190, 208, 150, 222, 180];
  ws.forEach((w, i) => (top += R(284, 270 + i * 28, w, 9, 4.5, "#d5dae1")));
  if (/anatomy|notes/.test(t)) {
    top += R(280, 352, 180, 22, 4, "#fde047", op(0.55));
    top += R(430, 430, 90, 110, 8, lt(acc, 0.8)) + C(475, 465, 16, lt(acc, 0.35)) + R(460, 482, 30, 44, 12, lt(acc, 0.35));
  }
  s += top;
  if (/past-papers|past papers|spiral/.test(t)) {
    for (let x = 272; x <= 528; x += 32) s += C(x + 4, 170, 6, dk(k.bgMid, 0.35)) + R(x, 142, 9, 36, 4.5, "#6b7280");
  }
  if (/case|law/.test(t)) {
    s += S("M300 140V210Q300 226 314 226Q328 226 328 210V150Q328 136 316 136", "#9ca3af", 6);
    ["#f87171", "#60a5fa", "#34d399"].forEach((c, i) => (s += R(545, 230 + i * 70, 34, 50, 6, c)));
  }
  if (/kit|cpa/.test(t)) {
    ["#fbbf24", "#a78bfa", "#f472b6", "#34d399"].forEach((c, i) => (s += R(545, 210 + i * 80, 30, 56, 6, c)));
    s += G("translate(560 520) rotate(35)", pencil(200));
  }
  if (/goggle|lab/.test(t)) {
    s += S("M250 560Q400 520 560 560", "#475569", 10);
    s += G("translate(400 560)",
      R(-130, -52, 260, 104, 50, "#93c5fd", `${op(0.8)} stroke="#334155" stroke-width="10"`) + L(0, -40, 0, 40, "#334155", 8) +
      R(-110, -34, 40, 14, 7, "#ffffff", op(0.6)) + R(20, -34, 40, 14, 7, "#ffffff", op(0.6)));
  }
  return s;
}

function drawHoodie(k) {
  const c = "#1e3a5f";
  let s = shadow(k, 230, 640);
  s += E(400, 232, 96, 62, dk(c, 0.15));
  // sleeves
  s += P("M292 250L206 300Q186 312 184 336L168 560Q168 580 186 580H232Q246 580 248 566L268 380Z", dk(c, 0.08));
  s += P("M508 250L594 300Q614 312 616 336L632 560Q632 580 614 580H568Q554 580 552 566L532 380Z", dk(c, 0.08));
  s += R(166, 548, 84, 36, 12, dk(c, 0.28)) + R(550, 548, 84, 36, 12, dk(c, 0.28));
  // body
  s += P("M292 246Q400 222 508 246L530 586Q530 604 512 604H288Q270 604 270 586Z", c);
  s += R(268, 572, 264, 42, 12, dk(c, 0.28));
  s += E(400, 254, 60, 38, dk(c, 0.45)) + P("M340 250Q400 300 460 250Q440 300 400 312Q360 300 340 250Z", dk(c, 0.2));
  s += P("M322 450H478L508 546H292Z", dk(c, 0.12), `stroke="${dk(c, 0.3)}" stroke-width="3"`);
  s += L(376, 290, 368, 392, "#e8edf4", 6) + L(424, 290, 432, 392, "#e8edf4", 6) + R(362, 390, 12, 22, 4, "#cbd5e1") + R(426, 390, 12, 22, 4, "#cbd5e1");
  // chest crest
  s += P("M448 330H492V360Q492 384 470 394Q448 384 448 360Z", "#fbbf24", op(0.95)) + C(470, 356, 8, c);
  return s;
}

function hanger(cx = 400, y = 170, w = 190) {
  return S(`M${cx} ${y - 10}V${y - 34}Q${cx} ${y - 56} ${cx + 20} ${y - 56}Q${cx + 38} ${y - 56} ${cx + 38} ${y - 40}`, "#9ca3af", 7) +
    S(`M${cx - w / 2} ${y + 60}L${cx} ${y - 10}L${cx + w / 2} ${y + 60}Z`, "#b08968", 9);
}
function drawLabCoat(k) {
  const c = "#fbfcfd", line = "#cdd5df";
  let s = shadow(k, 220, 660);
  s += hanger(400, 190, 200);
  s += P("M300 250L212 310Q196 322 194 346L180 600Q180 618 196 618H236Q250 618 252 604L276 400Z", "#eef2f6", `stroke="${line}" stroke-width="3"`);
  s += P("M500 250L588 310Q604 322 606 346L620 600Q620 618 604 618H564Q550 618 548 604L524 400Z", "#eef2f6", `stroke="${line}" stroke-width="3"`);
  s += P("M300 246Q400 226 500 246L522 632Q522 646 508 646H292Q278 646 278 632Z", c, `stroke="${line}" stroke-width="3"`);
  s += P("M360 240L400 420L440 240Q400 230 360 240Z", "#dfe5ec");
  s += P("M352 242L300 300L340 330L322 360L398 430Z", "#eef2f6", `stroke="${line}" stroke-width="3" stroke-linejoin="round"`);
  s += P("M448 242L500 300L460 330L478 360L402 430Z", "#eef2f6", `stroke="${line}" stroke-width="3" stroke-linejoin="round"`);
  s += L(400, 430, 400, 640, line, 3);
  for (let i = 0; i < 3; i++) s += C(414, 470 + i * 56, 7, "#c2cbd6");
  s += R(306, 520, 70, 72, 8, "none", `stroke="${line}" stroke-width="3"`) + R(430, 520, 70, 72, 8, "none", `stroke="${line}" stroke-width="3"`);
  s += R(448, 340, 50, 50, 6, "none", `stroke="${line}" stroke-width="3"`) + R(458, 318, 9, 40, 4, "#2563eb") + R(474, 322, 9, 36, 4, "#dc2626");
  return s;
}

function sneaker(upper, trim) {
  let s = P("M8 150H410Q446 150 446 178Q446 200 420 200H20Q0 200 0 178Q0 150 8 150Z", "#ffffff", `stroke="#cbd5e1" stroke-width="3"`);
  s += R(4, 168, 440, 8, 4, trim, op(0.85));
  s += P("M14 152Q6 60 44 22L110 12Q150 30 190 62L282 92Q380 110 414 132Q436 146 430 152Z", upper, `stroke="${dk(upper, 0.18)}" stroke-width="3"`);
  s += P("M330 104Q392 114 420 134Q434 146 430 152H320Q300 120 330 104Z", lt(trim, 0.82), `stroke="${dk(upper, 0.15)}" stroke-width="2"`);
  s += P("M14 152Q8 100 22 64L58 70Q46 110 52 152Z", dk(upper, 0.07));
  for (let i = 0; i < 5; i++) {
    const x = 140 + i * 30, y = 40 + i * 11;
    s += C(x, y, 5, "#94a3b8") + L(x - 10, y + 18, x + 18, y - 4, trim, 5);
  }
  s += P("M110 12Q120 0 140 4L150 30Q130 26 120 30Z", dk(upper, 0.1));
  return s;
}
function drawSneakers(k) {
  const trim = hsl(k.h2, 60, 45);
  let s = shadow(k, 260, 640);
  s += G("translate(236 350) scale(0.9)", sneaker("#e9edf1", trim));
  s += G("translate(150 420)", sneaker("#f8fafc", trim));
  return s;
}

function drawGown(k) {
  const c = "#1f2430", stole = hsl(k.h2, 55, 40);
  let s = shadow(k, 230, 660);
  s += hanger(380, 190, 200);
  s += P("M290 250L180 360Q168 374 176 392L222 470Q232 484 248 476L290 420Z", dk(c, 0.15));
  s += P("M470 250L580 360Q592 374 584 392L538 470Q528 484 512 476L470 420Z", dk(c, 0.15));
  s += P("M290 246Q380 226 470 246L520 640Q522 650 510 650H250Q238 650 240 640Z", c);
  s += L(380, 260, 380, 650, "#303748", 3);
  for (let i = 0; i < 4; i++) s += L(300 + i * 12, 320 + i * 20, 270 + i * 6, 640, "#2c3240", 3) + L(460 - i * 12, 320 + i * 20, 490 - i * 6, 640, "#2c3240", 3);
  s += P("M332 244L350 244L362 560L340 574Z", stole) + P("M428 244L410 244L398 560L420 574Z", stole);
  s += P("M332 244Q380 290 428 244L410 244Q380 268 350 244Z", lt(stole, 0.25));
  // mortarboard
  s += G("translate(560 190) rotate(-10)",
    P("M-50 10V44Q0 66 50 44V10Z", "#2a303d") + P("M0 -38L96 0L0 38L-96 0Z", "#1f2430") + P("M0 -38L96 0L0 6L-96 0Z", "#323949", op(0.7)) +
    C(0, 0, 7, "#f5c542") + S("M0 0L70 12V70", "#f5c542", 4) + R(63, 66, 14, 34, 6, "#f5c542"));
  return s;
}

function drawDesk(k) {
  const wood = hsl(28 + (k.h % 12), 45, 55);
  let s = shadow(k, 270, 648);
  s += R(192, 418, 26, 222, 6, dk(wood, 0.28)) + R(582, 418, 26, 222, 6, dk(wood, 0.28));
  s += R(218, 560, 200, 12, 4, dk(wood, 0.35));
  s += R(428, 418, 176, 116, 6, dk(wood, 0.08)) + R(440, 432, 152, 88, 6, wood) + R(486, 466, 60, 12, 6, dk(wood, 0.45));
  s += R(170, 380, 460, 44, 10, dk(wood, 0.2)) + R(170, 380, 460, 34, 10, lt(wood, 0.12));
  // items on the desk
  s += R(220, 346, 150, 34, 6, hsl(k.h2, 55, 48)) + R(232, 350, 126, 26, 4, "#fbf7ee") + R(220, 346, 150, 10, 0, hsl(k.h2, 55, 48));
  s += R(236, 316, 124, 30, 6, hsl(k.h2 + 140, 50, 50)) + R(236, 326, 124, 6, 0, lt(hsl(k.h2 + 140, 50, 50), 0.35));
  s += P("M500 380L488 320H572L560 380Z", "#d97757") + R(482, 312, 96, 14, 5, "#c2634a");
  s += E(530, 260, 20, 52, "#34a36c", `transform="rotate(-25 530 300)"`) + E(508, 276, 16, 44, "#2f8f5e", `transform="rotate(-55 520 310)"`) +
    E(552, 276, 16, 44, "#3fb57a", `transform="rotate(40 545 310)"`);
  s += R(410, 338, 40, 42, 10, "#ffffff", ol(3)) + S("M450 348q18 0 18 14t-18 12", "#e2e8f0", 6);
  return s;
}

function drawChair(k) {
  const c = ["#e5484d", "#3b82f6", "#f8fafc", "#10b981", "#f59e0b"][k.h % 5];
  const edge = dk(c, 0.22);
  let s = shadow(k, 220, 648);
  s += P("M292 470L282 630L268 630L276 470Z", dk(c, 0.3)) + P("M508 470L518 630L532 630L524 470Z", dk(c, 0.3));
  s += P("M300 180Q400 160 500 180Q516 184 514 200L500 420H300L286 200Q284 184 300 180Z", c, `stroke="${edge}" stroke-width="4"`);
  for (let i = 0; i < 4; i++) s += R(338 + i * 34, 230, 18, 130, 9, dk(c, 0.18));
  s += P("M250 430H550L588 480H212Z", lt(c, 0.08), `stroke="${edge}" stroke-width="4" stroke-linejoin="round"`);
  s += R(206, 476, 388, 26, 12, edge);
  s += P("M222 494H262L244 640Q242 648 234 648H218Q210 648 210 640Z", dk(c, 0.12)) + P("M578 494H538L556 640Q558 648 566 648H582Q590 648 590 640Z", dk(c, 0.12));
  return s;
}

function drawBookshelf(k) {
  const frame = "#374151";
  let s = shadow(k, 210, 650);
  const shelves = [290, 455, 620];
  const cols = [0, 40, 80, 150, 200, 260, 310].map((d) => hsl(k.h2 + d, 55, 52));
  const rr = rng(k.h);
  shelves.forEach((sy, si) => {
    let x = 262;
    const count = 5 + si;
    for (let i = 0; i < count && x < 500; i++) {
      const w = 22 + Math.floor(rr() * 16), h = 90 + Math.floor(rr() * 40);
      const col = cols[(i + si * 2) % cols.length];
      if (si === 1 && i === count - 1) {
        s += G(`rotate(18 ${x} ${sy})`, R(x, sy - h, w, h, 4, col) + R(x, sy - h + 14, w, 6, 0, lt(col, 0.4)));
        x += 40;
      } else {
        s += R(x, sy - h, w, h, 4, col) + R(x, sy - h + 14, w, 6, 0, lt(col, 0.4)) + R(x, sy - 22, w, 5, 0, lt(col, 0.4));
        x += w + 4;
      }
    }
    if (si === 0) s += P("M480 290L472 250H528L520 290Z", "#d97757") + E(500, 228, 16, 30, "#34a36c") + E(486, 236, 12, 24, "#2f8f5e", `transform="rotate(-30 486 236)"`);
    if (si === 2) s += isoBox(448, 560, 80, 60, 30, "#d9a066", false);
  });
  s += R(240, 130, 14, 520, 5, frame) + R(546, 130, 14, 520, 5, frame);
  shelves.forEach((sy) => (s += R(232, sy, 336, 14, 4, "#4b5563")));
  s += R(232, 130, 336, 14, 4, "#4b5563");
  return s;
}

function drawMattress(k) {
  const c = hsl(k.h2, 40, 70);
  let s = shadow(k, 300, 620);
  // front face
  s += R(110, 460, 520, 120, 30, dk(c, 0.15)) + R(110, 460, 520, 22, 0, dk(c, 0.15));
  for (let i = 0; i < 3; i++) s += L(130, 500 + i * 26, 610, 500 + i * 26, dk(c, 0.25), 3, op(0.5));
  // side face
  s += P("M630 470L700 330V440Q700 470 680 500L630 576Z", dk(c, 0.28));
  // top face
  s += P("M150 460Q110 460 128 430L200 330Q212 312 236 312H680Q712 312 696 338L640 440Q628 460 600 460Z", c);
  for (let r = 0; r < 3; r++)
    for (let q = 0; q < 6; q++) {
      const y = 348 + r * 40, x = 210 + q * 78 - r * 28;
      s += C(x, y, 4, dk(c, 0.2));
    }
  s += S("M160 452L236 320", lt(c, 0.3), 4, op(0.7));
  s += P("M226 354Q214 330 240 322L340 314Q366 312 364 334L358 372Q356 392 332 394L240 398Q218 398 218 378Z", "#ffffff", ol(3));
  s += S("M244 340Q300 336 340 334", "#e5e7eb", 4);
  return s;
}

function drawKettle(k) {
  const c = hsl(k.h2, 45, 55);
  let s = shadow(k, 190, 640);
  s += S("M430 190Q440 150 420 130T430 80", "#ffffff", 6, op(0.7)) + S("M250 250Q262 214 244 196T254 150", "#ffffff", 6, op(0.6));
  s += P("M326 320L232 262Q216 254 222 242L232 234Q240 226 252 232L340 286Z", dk(c, 0.12));
  s += S("M496 290Q590 300 588 400Q586 500 520 540", "#1f2937", 34);
  s += P("M312 298Q318 256 358 252H442Q482 256 488 298L522 560Q526 596 492 596H308Q274 596 278 560Z", c);
  s += P("M312 298Q318 256 358 252H380Q350 270 344 300L318 596H308Q274 596 278 560Z", lt(c, 0.25), op(0.6));
  s += R(456, 360, 20, 170, 10, "#bfdbfe", `${op(0.85)} stroke="${dk(c, 0.2)}" stroke-width="3"`) + R(456, 460, 20, 70, 10, "#60a5fa", op(0.8));
  s += E(400, 256, 72, 16, dk(c, 0.2)) + R(376, 224, 48, 30, 12, "#1f2937");
  s += R(262, 590, 276, 46, 14, "#1f2937") + R(262, 590, 276, 10, 5, "#374151");
  s += R(534, 488, 22, 30, 6, "#f87171");
  return s;
}

function drawBicycle(k) {
  const c = hsl(k.h2, 65, 48);
  const A = [230, 500], B = [390, 510], Sx = [350, 330], H = [530, 316], Hb = [542, 366], F = [570, 500];
  let s = shadow(k, 300, 640);
  const wheel = (x, y) =>
    C(x, y, 128, "none", `stroke="#1f2937" stroke-width="20"`) + C(x, y, 128, "none", `stroke="#111827" stroke-width="26" stroke-dasharray="6 10"`) +
    C(x, y, 112, "none", `stroke="#9ca3af" stroke-width="5"`) +
    [...Array(8)].map((_, i) => L(x, y, x + 110 * Math.cos((i * Math.PI) / 8 * 2), y + 110 * Math.sin((i * Math.PI) / 8 * 2), "#cbd5e1", 2.5)).join("") +
    C(x, y, 14, "#6b7280");
  s += wheel(A[0], A[1]) + wheel(F[0], F[1]);
  const seg = (p, q, w = 16, col = c) => L(p[0], p[1], q[0], q[1], col, w);
  s += seg(A, B) + seg(A, Sx, 14) + seg(Sx, B, 18) + seg(Sx, H, 18) + seg(B, Hb, 20) + seg(H, Hb, 22);
  s += seg(Hb, F, 12, "#374151") + seg([Sx[0] - 8, Sx[1] - 8], [340, 278], 10, "#6b7280");
  s += P("M300 270Q330 260 372 268Q380 276 366 282Q330 286 300 282Q292 276 300 270Z", "#1f2937");
  s += seg(H, [520, 270], 10, "#374151") + S("M490 266Q520 262 556 268", "#374151", 10) + R(546, 258, 34, 18, 8, "#1f2937");
  s += C(B[0], B[1], 32, "none", `stroke="#6b7280" stroke-width="6"`) + L(B[0], B[1], 420, 560, "#4b5563", 9) + R(406, 556, 34, 10, 4, "#1f2937");
  s += L(B[0] + 30, B[1] + 8, A[0], A[1] + 12, "#6b7280", 3, op(0.7));
  return s;
}

function drawGenericBox(k) {
  let s = shadow(k, 250, 648);
  s += isoBox(200, 360, 300, 270, 180, "#d9a066");
  s += R(230, 470, 90, 56, 6, "#ffffff", op(0.85)) + R(244, 484, 60, 8, 4, "#c9b08a") + R(244, 502, 40, 8, 4, "#c9b08a");
  s += S("M420 540V480M404 496L420 480L436 496", "#8b5e34", 6) + S("M456 540V480M440 496L456 480L472 496", "#8b5e34", 6);
  return s;
}

function productDrawing(p, k) {
  const t = (p.slug + " " + p.name).toLowerCase();
  switch (p.category) {
    case "Textbooks":
      // Novels are Textbooks too (docs/decisions/one-books-category.md), drawn as paperbacks.
      return drawBook(k, p, !p.paperback);
    case "Electronics":
      if (/calculator/.test(t)) return drawCalculator(k, /pack|wholesale/.test(t));
      if (/laptop|notebook pc|macbook/.test(t)) return drawLaptop(k);
      if (/earbud|earphone|headphone/.test(t)) return drawEarbuds(k);
      if (/charger|adapter/.test(t)) return drawCharger(k);
      if (/power.?bank/.test(t)) return drawPowerBank(k);
      if (/phone|samsung|galaxy|iphone|tecno|infinix/.test(t)) return drawPhone(k);
      if (/lamp|light/.test(t)) return drawLamp(k);
      if (/cable|hdmi/.test(t)) return drawCable(k);
      if (/flash|drive|usb/.test(t)) return drawFlashDrives(k);
      return drawGenericBox(k);
    case "Stationery":
      if (/highlighter/.test(t)) return drawHighlighters(k);
      if (/\bpens?\b|ballpoint/.test(t)) return drawPens(k);
      if (/geometry|compass|protractor/.test(t)) return drawGeometry(k);
      if (/drawing.board|t-square/.test(t)) return drawDrawingBoard(k);
      if (/sticky/.test(t)) return drawSticky(k);
      if (/printing.paper|ream|a4-paper/.test(t)) return drawPaperBox(k);
      if (/file/.test(t)) return drawBoxFiles(k);
      if (/\bpads?\b/.test(t)) return drawPads(k);
      return drawNotebooks(k);
    case "Study Materials":
      return drawStudy(k, p);
    case "Clothing":
      if (/hoodie|sweater|jumper/.test(t)) return drawHoodie(k);
      if (/coat/.test(t)) return drawLabCoat(k);
      if (/sneaker|shoe/.test(t)) return drawSneakers(k);
      if (/gown/.test(t)) return drawGown(k);
      return drawHoodie(k);
    case "Furniture":
      if (/desk|table/.test(t)) return drawDesk(k);
      if (/chair|stool/.test(t)) return drawChair(k);
      if (/shelf/.test(t)) return drawBookshelf(k);
      if (/mattress|bed/.test(t)) return drawMattress(k);
      return drawGenericBox(k);
    default:
      if (/kettle/.test(t)) return drawKettle(k);
      if (/bicycle|bike/.test(t)) return drawBicycle(k);
      return drawGenericBox(k);
  }
}

// Cover colours for books: each book gets a different one (assigned in file order).
const BOOK_COVERS = ["#1e3a8a", "#9f1239", "#047857", "#7c2d12", "#6d28d9", "#0e7490", "#b45309", "#334155", "#be185d"];
const BOOK_ACCENTS = ["#f59e0b", "#f4b740", "#2dd4bf", "#e9a23b", "#ec4899", "#f97316", "#1e3a8a", "#38bdf8", "#7c3aed"];

function productSvg(p) {
  const h0 = hash(p.slug);
  const r = rng(h0);
  const h = h0 % 360;
  const k = {
    h,
    h2: (h + 150 + Math.floor(r() * 60)) % 360,
    bgMid: hsl(h, 55, 90),
    shade: hsl(h, 35, 62),
  };
  k.c = hsl(k.h2, 55 + r() * 15, 38 + r() * 10);
  if (p.coverIndex !== undefined) {
    k.c = BOOK_COVERS[p.coverIndex % BOOK_COVERS.length];
    k.c2 = BOOK_COVERS[(p.coverIndex + 4) % BOOK_COVERS.length];
  }
  k.acc = p.coverIndex === undefined ? hsl(k.h2 + 40 + r() * 60, 60, 55) : BOOK_ACCENTS[p.coverIndex % BOOK_ACCENTS.length];
  if (p.coverIndex === undefined) k.c2 = hsl(k.h2 + 120 + r() * 80, 45, 48);
  let s = `<defs>${lin("bg", hsl(h, 70, 96), hsl(h, 55, 86), 1, 1)}</defs>`;
  s += R(0, 0, 800, 800, 0, "url(#bg)");
  s += C(400, 400, 285, hsl(h, 60, 84), op(0.5));
  s += C(400, 400, 285, "none", `stroke="#ffffff" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="2 14"`);
  const spots = [[96, 110], [704, 120], [110, 700], [690, 690], [76, 400], [724, 360], [230, 70], [580, 740]];
  const deco = hsl(h, 50, 70);
  for (const [x, y] of spots) {
    const v = r();
    if (v < 0.35) s += sparkle(x, y, 14 + r() * 10, deco, op(0.9));
    else if (v < 0.6) s += C(x, y, 8 + r() * 6, deco, op(0.7));
    else if (v < 0.8) s += C(x, y, 10 + r() * 6, "none", `stroke="${deco}" stroke-width="4" ${op(0.7)}`);
  }
  s += productDrawing(p, k);
  return svgDoc(800, 800, s);
}

// ---------------------------------------------------------------- auth slides (1200x1500)

function person({ x, feet, shirt, pants, skin, hair, dress = false, bag = null, facing = 1, armTo = null, hairStyle = "short" }) {
  // x = centre, feet = y of soles; ~560 tall
  let s = "";
  const top = feet - 560;
  if (bag) s += R(x - facing * 70 - 35, top + 170, 70, 170, 24, bag) + R(x - facing * 70 - 25, top + 190, 50, 40, 12, dk(bag, 0.15));
  if (dress) {
    s += R(x - 44, feet - 210, 30, 200, 14, skin) + R(x + 14, feet - 210, 30, 200, 14, skin);
  } else {
    s += R(x - 50, feet - 250, 44, 240, 20, pants) + R(x + 6, feet - 250, 44, 240, 20, pants);
  }
  s += E(x - 30, feet - 6, 38, 16, "#2f2a2a") + E(x + 30, feet - 6, 38, 16, "#2f2a2a");
  if (dress) s += P(`M${x - 60} ${top + 150}H${x + 60}L${x + 98} ${feet - 180}Q${x} ${feet - 160} ${x - 98} ${feet - 180}Z`, shirt);
  else s += R(x - 70, top + 150, 140, 230, 50, shirt) + R(x - 70, top + 300, 140, 80, 14, shirt);
  // back arm hanging
  s += S(`M${x - facing * 58} ${top + 190}Q${x - facing * 80} ${top + 290} ${x - facing * 74} ${top + 370}`, dk(shirt, 0.1), 34);
  s += C(x - facing * 74, top + 378, 18, skin);
  // front arm reaching
  if (armTo) {
    s += S(`M${x + facing * 50} ${top + 190}Q${x + facing * 90} ${top + 300} ${armTo[0] - facing * 20} ${armTo[1]}`, dk(shirt, 0.05), 34);
    s += C(armTo[0], armTo[1], 19, skin);
  }
  s += R(x - 18, top + 110, 36, 50, 14, skin);
  s += C(x, top + 80, 56, skin);
  if (hairStyle === "bun") s += C(x - facing * 10, top + 18, 30, hair) + P(`M${x - 58} ${top + 84}Q${x - 60} ${top + 20} ${x} ${top + 22}Q${x + 60} ${top + 20} ${x + 58} ${top + 84}Q${x + 30} ${top + 46} ${x - 58} ${top + 84}Z`, hair);
  else s += P(`M${x - 57} ${top + 78}Q${x - 60} ${top + 18} ${x} ${top + 20}Q${x + 60} ${top + 18} ${x + 57} ${top + 70}Q${x + 20} ${top + 44} ${x - 57} ${top + 78}Z`, hair);
  s += C(x + facing * 52, top + 86, 11, dk(skin, 0.08));
  return s;
}

function slide1() {
  let s = `<defs>${lin("sky", "#cfe7e3", "#f5eedf")}${lin("lawn", "#9ccf9f", "#78b883")}</defs>`;
  s += R(0, 0, 1200, 1500, 0, "url(#sky)");
  s += C(880, 300, 150, "#fdf0c8", op(0.6)) + C(880, 300, 90, "#fbe3a6");
  const cloud = (x, y, sc) => G(`translate(${x} ${y}) scale(${sc})`, E(0, 0, 90, 36, "#ffffff", op(0.85)) + C(-30, -20, 40, "#ffffff", op(0.85)) + C(30, -28, 48, "#ffffff", op(0.85)));
  s += cloud(250, 220, 1) + cloud(1000, 520, 0.7) + cloud(560, 140, 0.6);
  // far buildings
  const far = "#bcd6cf";
  s += R(40, 700, 180, 250, 0, far) + R(960, 660, 200, 290, 0, far) + R(160, 760, 120, 190, 0, far);
  // main hall
  const b = "#9fc2b8", bd = "#8ab1a6";
  s += R(320, 700, 560, 260, 0, b) + P("M300 705L600 580L900 705Z", bd) + R(300, 700, 600, 24, 0, bd);
  s += R(560, 470, 80, 140, 0, bd) + P("M552 470L600 410L648 470Z", "#7aa498") + C(600, 520, 22, "#e6efe9");
  s += L(600, 520, 600, 506, "#7aa498", 4) + L(600, 520, 611, 524, "#7aa498", 4);
  for (let i = 0; i < 8; i++) s += R(344 + i * 66, 740, 26, 200, 6, "#e2ece8", op(0.8));
  s += R(300, 940, 600, 24, 0, bd);
  // hills & lawn
  s += P("M0 960Q300 900 600 950T1200 930V1500H0Z", "#a9d6ac");
  s += P("M0 1040Q400 990 760 1030T1200 1010V1500H0Z", "url(#lawn)");
  s += P("M520 1500Q600 1260 780 1040H850Q700 1260 760 1500Z", "#efe3c8", op(0.9));
  // tree
  s += P("M250 1330L270 900Q272 860 250 820L280 820Q296 860 300 900L316 1330Z", "#8a6a4f");
  s += S("M282 960Q340 900 380 880", "#8a6a4f", 20) + S("M276 930Q220 880 190 870", "#8a6a4f", 18);
  [[160, 760, 120, "#4f9d6a"], [300, 690, 150, "#5fae78"], [430, 780, 120, "#4f9d6a"], [220, 860, 100, "#3f8a5a"], [380, 870, 100, "#468f60"], [300, 820, 110, "#5aa572"]].forEach(([x, y, r, c]) => (s += C(x, y, r, c)));
  for (let i = 0; i < 14; i++) s += C(140 + ((i * 97) % 330), 680 + ((i * 53) % 220), 8, "#88c997", op(0.7));
  s += E(290, 1335, 200, 26, "#5f9f6c", op(0.5));
  // students exchanging a book
  s += E(640, 1345, 260, 24, "#5f9f6c", op(0.55));
  s += person({ x: 500, feet: 1340, shirt: "#e8a25f", pants: "#2f3e56", skin: "#8d5a3b", hair: "#2a1d17", bag: "#3d6b8c", facing: 1, armTo: [615, 1000] });
  s += person({ x: 790, feet: 1340, shirt: "#5b7fc7", pants: "#3a3f4b", skin: "#6b4226", hair: "#1e1612", dress: true, facing: -1, armTo: [672, 990], hairStyle: "bun" });
  s += G("rotate(-8 644 990)", R(592, 955, 104, 72, 8, "#b03a48") + R(600, 960, 88, 62, 6, "#c9485a") + R(606, 975, 76, 14, 0, "#f2c14e") + R(592, 1021, 104, 8, 3, "#fbf7ee"));
  // flowers
  for (let i = 0; i < 9; i++) {
    const x = 60 + i * 135 + (i % 2) * 30, y = 1420 + (i % 3) * 20;
    s += L(x, y, x, y + 40, "#4f8f5b", 4) + C(x, y, 12, ["#f4a6b8", "#fde68a", "#ffffff"][i % 3]) + C(x, y, 5, "#f59e0b");
  }
  return svgDoc(1200, 1500, s);
}

function slide2() {
  let s = `<defs>${lin("bg2", "#e7f5ee", "#cfe9dc")}${lin("hdr", "#16a34a", "#0f8a3e", 1, 0)}</defs>`;
  s += R(0, 0, 1200, 1500, 0, "url(#bg2)");
  s += C(200, 260, 220, "#d6efe2") + C(1040, 1240, 280, "#c3e4d2") + C(1050, 320, 90, "#def3e8");
  // coins
  const coin = (x, y, r) => C(x, y + 8, r, "#d49b1f") + C(x, y, r, "#f5c542") + C(x, y, r * 0.68, "none", `stroke="#e0a82a" stroke-width="6"`);
  s += coin(200, 1180, 60) + coin(280, 1250, 44) + coin(1000, 560, 50);
  // confetti
  const conf = ["#16a34a", "#f59e0b", "#3b82f6", "#f472b6", "#10b981"];
  for (let i = 0; i < 16; i++) {
    const x = 100 + ((i * 173) % 1000), y = 120 + ((i * 311) % 1250);
    if (x > 330 && x < 870 && y > 200 && y < 1300) continue;
    s += G(`rotate(${i * 37} ${x} ${y})`, R(x - 12, y - 5, 24, 10, 5, conf[i % 5], op(0.8)));
  }
  // phone
  s += E(600, 1340, 280, 30, "#0f5132", op(0.18));
  let ph = R(360, 250, 480, 1000, 66, "#1b222c") + R(380, 270, 440, 960, 50, "#f8faf9");
  ph += R(540, 288, 120, 26, 13, "#1b222c");
  ph += R(410, 300, 70, 12, 6, "#cbd5e1") + R(730, 300, 60, 12, 6, "#cbd5e1");
  ph += R(380, 340, 440, 170, 0, "url(#hdr)");
  ph += C(440, 400, 26, "#ffffff", op(0.25)) + R(484, 388, 150, 16, 8, "#ffffff", op(0.85)) + R(484, 416, 100, 12, 6, "#ffffff", op(0.55));
  ph += C(600, 640, 150, "#dcfce7") + C(600, 640, 110, "#16a34a");
  ph += S("M545 642L584 680L660 600", "#ffffff", 26);
  ph += R(470, 830, 260, 32, 16, "#1f2937") + R(510, 882, 180, 18, 9, "#94a3b8");
  ph += L(420, 940, 780, 940, "#e2e8f0", 3);
  for (let i = 0; i < 3; i++) {
    const y = 980 + i * 64;
    ph += C(440, y, 20, ["#bbf7d0", "#fde68a", "#bfdbfe"][i]) + R(476, y - 12, 150 - i * 20, 12, 6, "#cbd5e1") + R(476, y + 6, 90, 10, 5, "#e2e8f0") + R(680, y - 10, 90, 16, 8, "#94a3b8");
  }
  ph += R(420, 1150, 360, 60, 30, "#16a34a");
  ph += R(540, 1174, 120, 12, 6, "#ffffff", op(0.9));
  s += G("rotate(-6 600 750)", R(352, 250, 480, 1000, 66, "#0f141b") + ph);
  // notification bubble
  s += G("rotate(4 270 470)",
    R(130, 400, 290, 130, 30, "#0f5132", op(0.12)) + R(120, 388, 290, 130, 30, "#ffffff") + C(186, 453, 34, "#16a34a") +
    S("M170 454L183 467L204 442", "#ffffff", 8) + R(236, 428, 140, 16, 8, "#334155") + R(236, 458, 110, 12, 6, "#cbd5e1") + R(236, 480, 80, 12, 6, "#cbd5e1"));
  // receipt card
  s += G("rotate(-5 950 930)",
    R(830, 860, 240, 150, 26, "#0f5132", op(0.12)) + R(820, 848, 240, 150, 26, "#ffffff") +
    P("M872 900H928L936 960H864Z", "#f59e0b") + S("M884 900Q884 876 900 876Q916 876 916 900", "#b45309", 6) +
    R(960, 890, 76, 14, 7, "#334155") + R(960, 920, 60, 12, 6, "#cbd5e1") + R(960, 946, 70, 12, 6, "#bbf7d0"));
  return svgDoc(1200, 1500, s);
}

function slide3() {
  let s = `<defs>${lin("bg3", "#fcefe0", "#f3dcc4")}</defs>`;
  s += R(0, 0, 1200, 1500, 0, "url(#bg3)");
  s += C(980, 220, 120, "#fbd9a8", op(0.7));
  // background buildings
  s += R(0, 520, 160, 700, 0, "#edd3b6") + R(1060, 460, 140, 760, 0, "#edd3b6") + R(100, 620, 120, 600, 0, "#e6c8a8");
  for (let i = 0; i < 4; i++) s += R(30, 560 + i * 110, 40, 60, 6, "#f8e7d3") + R(1090, 500 + i * 110, 40, 60, 6, "#f8e7d3");
  // ground
  s += R(0, 1220, 1200, 280, 0, "#e3c9a6") + R(0, 1220, 1200, 12, 0, "#d4b48c");
  // string lights
  s += S("M60 300Q600 420 1140 300", "#6b4f3a", 3);
  for (let i = 1; i < 12; i++) {
    const t = i / 12, x = 60 + 1080 * t, y = 300 + 2 * (1 - t) * t * 240;
    s += L(x, y, x, y + 16, "#6b4f3a", 3) + C(x, y + 26, 12, ["#fde68a", "#fca5a5", "#a7f3d0"][i % 3]) + C(x, y + 26, 22, "#fde68a", op(0.25));
  }
  // stall back wall & shelves
  s += R(240, 600, 720, 420, 0, "#f7ead8");
  const wood = "#9a6b45";
  s += R(260, 770, 680, 18, 4, wood) + R(260, 930, 680, 18, 4, wood);
  const spines = ["#0f766e", "#e76f51", "#2a9d8f", "#e9c46a", "#264653", "#f4a261", "#6d597a", "#b5838d"];
  let x = 290;
  for (let i = 0; i < 12; i++) {
    const w = 26 + ((i * 7) % 14), h = 90 + ((i * 13) % 40);
    s += R(x, 770 - h, w, h, 4, spines[i % 8]) + R(x, 770 - h + 14, w, 6, 0, "#ffffff", op(0.35));
    x += w + 4;
  }
  s += P("M740 770L728 716H800L788 770Z", "#d97757") + E(764, 690, 22, 40, "#3f9d6a") + E(744, 700, 16, 32, "#2f8f5e", `transform="rotate(-30 744 700)"`);
  s += isoBox(830, 770, 80, 70, 40, "#d9a066", false);
  for (let i = 0; i < 5; i++) s += R(300 + i * 80, 860, 60, 70, 14, ["#bfdbfe", "#fde68a", "#fecaca", "#bbf7d0", "#ddd6fe"][i]) + R(306 + i * 80, 850, 48, 16, 6, "#94a3b8");
  s += isoBox(720, 930, 90, 80, 40, "#e3b27a", false) + isoBox(820, 930, 90, 110, 40, "#d9a066", false);
  // posts
  s += R(222, 470, 30, 760, 8, wood) + R(948, 470, 30, 760, 8, wood);
  // roof & awning
  s += P("M170 470L240 380H960L1030 470Z", "#7c4f2f");
  s += R(190, 470, 820, 40, 8, "#8b5a36");
  const stripes = 10, sw = 820 / stripes;
  for (let i = 0; i < stripes; i++) {
    const c = i % 2 ? "#f8fafc" : "#0f766e";
    s += R(190 + i * sw, 510, sw, 110, 0, c) + P(`M${190 + i * sw} 619A${sw / 2} ${sw / 2 * 0.7} 0 0 0 ${190 + (i + 1) * sw} 619Z`, c);
  }
  s += R(190, 510, 820, 14, 0, "#000000", op(0.08));
  // sign board (icon only)
  s += R(470, 270, 260, 100, 20, "#fffaf2", `stroke="${wood}" stroke-width="8"`) + L(520, 270, 540, 230, wood, 6) + L(680, 270, 660, 230, wood, 6);
  s += P("M570 300H630L640 352H560Z", "#0f766e") + S("M584 304Q584 284 600 284Q616 284 616 304", "#0f766e", 6);
  // counter
  s += R(200, 1010, 800, 230, 16, "#c58b5a");
  for (let i = 1; i < 5; i++) s += L(210, 1010 + i * 46, 990, 1010 + i * 46, "#a8734a", 3, op(0.7));
  s += R(180, 986, 840, 40, 12, "#a86f43");
  // goods on counter
  s += isoBox(250, 900, 130, 86, 60, "#d9a066") + isoBox(270, 820, 100, 80, 46, "#e3b27a");
  s += R(440, 940, 170, 46, 6, "#264653") + R(450, 950, 150, 30, 0, "#fbf7ee") + R(456, 900, 150, 40, 6, "#e76f51") + R(466, 908, 130, 24, 0, "#fbf7ee");
  s += E(760, 980, 110, 18, "#8b5a36") + P("M660 930H860L840 985H680Z", "#c08552");
  for (let i = 0; i < 5; i++) s += C(690 + i * 38, 920, 22, ["#f87171", "#fbbf24", "#4ade80", "#fb923c", "#f87171"][i]);
  // boxes in front
  s += isoBox(60, 1300, 160, 130, 80, "#d9a066") + isoBox(100, 1180, 120, 120, 60, "#e3b27a");
  s += isoBox(960, 1310, 150, 120, 80, "#d9a066");
  // plant
  s += P("M1030 1300L1016 1230H1110L1096 1300Z", "#d97757");
  [[1063, 1160, 28, 70, -10], [1030, 1180, 22, 56, -40], [1095, 1180, 22, 56, 40]].forEach(([cx, cy, rx, ry, a]) => (s += E(cx, cy, rx, ry, "#3f9d6a", `transform="rotate(${a} ${cx} ${cy + ry})"`)));
  return svgDoc(1200, 1500, s);
}

// ---------------------------------------------------------------- banners (1600x400)

function bannerSvg(key) {
  const r = rng(hash("banner-" + key));
  const W = 1600, H = 400;
  let s = "";
  const bg = (a, b) => (s += `<defs>${lin("bb", a, b, 1, 0.3)}</defs>` + R(0, 0, W, H, 0, "url(#bb)"));
  switch (key) {
    case "wanjiru": {
      bg("#fbf1df", "#f1d9b5");
      const cols = ["#b5523b", "#2a6f6b", "#d99b3d", "#4d5d8c", "#8c4f6e", "#3f7d4e", "#c4683f"];
      for (const [sy, start] of [[180, 700], [360, 560]]) {
        s += R(start - 20, sy, W - start + 20, 16, 4, "#a4754c");
        let x = start;
        while (x < W - 20) {
          const w = 24 + Math.floor(r() * 22), h = 80 + Math.floor(r() * 60);
          const c = cols[Math.floor(r() * cols.length)];
          if (h < 170) s += R(x, sy - h, w, h, 4, c) + R(x, sy - h + 14, w, 6, 0, "#ffffff", op(0.35)) + R(x, sy - 24, w, 4, 0, "#ffffff", op(0.35));
          x += w + 3 + (r() < 0.1 ? 30 : 0);
        }
      }
      for (let i = 0; i < 10; i++) {
        const x = 60 + r() * 560, y = 40 + r() * 320;
        s += G(`rotate(${-20 + r() * 40} ${x} ${y})`, R(x - 26, y - 18, 52, 36, 4, cols[i % 7], op(0.25)) + L(x, y - 18, x, y + 18, "#ffffff", 2, op(0.4)));
      }
      break;
    }
    case "otieno": {
      bg("#0f2a3d", "#123f4f");
      for (let i = 0; i < 26; i++) {
        let x = Math.floor(r() * 40) * 40, y = Math.floor(r() * 10) * 40;
        let d = `M${x} ${y}`;
        for (let j = 0; j < 4; j++) {
          if (r() < 0.5) x += (r() < 0.5 ? -1 : 1) * 80;
          else y += (r() < 0.5 ? -1 : 1) * 80;
          d += `L${x} ${y}`;
        }
        s += S(d, "#2dd4bf", 3, op(0.35)) + C(x, y, 7, "#0f2a3d", `stroke="#5eead4" stroke-width="3" ${op(0.7)}`);
      }
      s += G("translate(1180 200) rotate(8)", R(-110, -70, 220, 140, 14, "#1f3b4d", `stroke="#5eead4" stroke-width="4" ${op(0.8)}`) + R(-130, 70, 260, 16, 8, "#5eead4", op(0.6)));
      s += G("translate(1400 210) rotate(-10)", R(-42, -85, 84, 170, 16, "#1f3b4d", `stroke="#5eead4" stroke-width="4" ${op(0.8)}`) + C(0, 62, 6, "#5eead4"));
      for (let i = 0; i < 40; i++) s += C(r() * W, r() * H, 1.5 + r() * 2, "#a7f3d0", op(0.5));
      break;
    }
    case "achieng": {
      bg("#fdf2f8", "#e0f2fe");
      const cols = ["#f472b6", "#60a5fa", "#fbbf24", "#34d399", "#a78bfa", "#fb923c"];
      // tidy scatter: one item per grid cell, denser towards the right
      for (let col = 0; col < 10; col++)
        for (let row = 0; row < 2; row++) {
          if (col < 3 && (col + row) % 2 === 0) continue;
          const x = 90 + col * 160 + (r() - 0.5) * 40, y = 110 + row * 180 + (r() - 0.5) * 30;
          const a = -35 + r() * 70, c = cols[(col * 2 + row) % 6], t = (col + row * 3) % 5;
          let g = "";
          if (t === 0) g = R(-70, -9, 140, 18, 4, c) + P("M70 -9L96 0L70 9Z", "#f3d7b0") + P("M88 -3L96 0L88 3Z", "#3b3f47") + R(-88, -9, 20, 18, 4, "#f28b9b");
          else if (t === 1) g = S("M-16 -10V34Q-16 46 -4 46Q8 46 8 34V-30Q8 -42 -2 -42Q-12 -42 -12 -30V26", c, 5);
          else if (t === 2) g = P("M-44 36L-44 -44L36 36Z", c, op(0.6)) + P("M-30 24L-30 -12L6 24Z", "#ffffff", op(0.7));
          else if (t === 3) g = R(-36, -36, 72, 72, 6, c, op(0.55)) + R(-36, -36, 72, 12, 6, dk(c, 0.1), op(0.55));
          else g = P("M-50 20A50 50 0 0 1 50 20Z", c, op(0.5)) + C(0, 20, 14, "#fdf2f8");
          s += G(`translate(${n(x)} ${n(y)}) rotate(${n(a)})`, g);
        }
      break;
    }
    case "mutua": {
      bg("#fbfbf7", "#eef2f7");
      for (let y = 40; y < H; y += 32) s += L(0, y, W, y, "#bcd3f0", 2, op(0.7));
      s += L(120, 0, 120, H, "#f3a5a5", 3);
      for (let i = 0; i < 6; i++) {
        const x = 700 + i * 150, y = 70 + (i % 2) * 40;
        s += G(`rotate(${-8 + r() * 16} ${x + 60} ${y + 120})`,
          R(x, y, 130, 180, 6, "#ffffff", `stroke="#cbd5e1" stroke-width="2"`) + R(x + 16, y + 20, 70, 10, 5, ["#0f766e", "#2563eb", "#b45309"][i % 3]) +
          [0, 1, 2, 3, 4, 5].map((j) => R(x + 16, y + 46 + j * 20, 80 + ((i + j) % 3) * 10, 6, 3, "#d5dae1")).join(""));
      }
      s += R(300, 150, 300, 26, 4, "#fde047", op(0.45)) + R(330, 230, 220, 26, 4, "#86efac", op(0.45));
      break;
    }
    case "njeri": {
      bg("#fdecef", "#f6dfe8");
      s += L(0, 70, W, 70, "#b48a78", 6);
      const cols = ["#e76f7e", "#f4a261", "#2a9d8f", "#6d597a", "#e9c46a", "#457b9d"];
      for (let i = 0; i < 9; i++) {
        const x = 160 + i * 165, c = cols[i % 6];
        s += S(`M${x} 70V84`, "#8d8d8d", 4) + S(`M${x - 70} 130L${x} 84L${x + 70} 130`, "#b08968", 6);
        if (i % 2 === 0)
          s += P(`M${x - 50} 112L${x - 100} 150L${x - 80} 190L${x - 56} 176V330H${x + 56}V176L${x + 80} 190L${x + 100} 150L${x + 50} 112Q${x} 140 ${x - 50} 112Z`, c, op(0.85));
        else
          s += P(`M${x - 44} 110L${x - 60} 180V340H${x + 60}V180L${x + 44} 110Q${x} 150 ${x - 44} 110Z`, c, op(0.85)) + L(x, 140, x, 330, dk(c, 0.2), 3);
      }
      break;
    }
    case "kiprop": {
      bg("#f5ebe0", "#e8d5c0");
      for (let i = 0; i < 16; i++) s += R(i * 100, 300, 96, 100, 0, i % 2 ? "#d9b99b" : "#cfae8c");
      s += R(0, 296, W, 8, 0, "#b08968");
      const wood = "#9c6644";
      // desk + chair + lamp + shelf silhouettes
      s += R(820, 200, 300, 20, 6, wood) + R(835, 220, 18, 80, 4, wood) + R(1087, 220, 18, 80, 4, wood) + R(990, 220, 100, 50, 4, dk(wood, 0.1));
      s += R(1160, 130, 16, 170, 4, "#6b4f3a") + R(1160, 190, 70, 14, 6, "#6b4f3a") + R(1214, 200, 16, 100, 4, "#6b4f3a");
      s += L(880, 200, 880, 120, "#374151", 6) + L(880, 120, 940, 90, "#374151", 6) + P("M930 80L975 100L950 125Z", "#f4a261");
      s += R(1320, 60, 10, 240, 3, "#374151") + R(1480, 60, 10, 240, 3, "#374151");
      for (const y of [120, 200, 290]) s += R(1316, y, 178, 10, 3, "#4b5563");
      [["#2a9d8f", 1336], ["#e76f51", 1366], ["#264653", 1392], ["#e9c46a", 1420]].forEach(([c, x], i) => (s += R(x, 120 - 50 - i * 4, 24, 50 + i * 4, 3, c) + R(x + 20, 200 - 56, 24, 56, 3, c)));
      s += P("M1440 290L1432 250H1476L1468 290Z", "#d97757") + E(1454, 236, 14, 24, "#3f9d6a");
      for (let i = 0; i < 8; i++) s += C(80 + i * 90, 80 + (i % 3) * 60, 30 + (i % 4) * 10, "#ffffff", op(0.18));
      break;
    }
    default: {
      bg("#064e3b", "#047857");
      for (let i = 0; i < 30; i++) s += C(r() * W, r() * H, 2 + r() * 3, "#a7f3d0", op(0.3));
      const stack = [[1000, 330, 160], [1170, 330, 160], [1340, 330, 160], [1085, 200, 160], [1255, 200, 160], [1170, 70, 160]];
      s += R(940, 384, 660, 10, 4, "#065f46");
      for (const [x, y, w] of stack) s += isoBox(x, y - 36, w * 0.95, 90, 60, "#d9a066");
      s += R(60, 340, 820, 10, 4, "#065f46");
      for (let i = 0; i < 6; i++) {
        const x = 90 + i * 130, h = 3 + (i % 3);
        for (let j = 0; j < h; j++) s += isoBox(x, 340 - (j + 1) * 26, 90, 26, 36, "#f8fafc", false) + R(x + 34, 340 - (j + 1) * 26, 18, 26, 0, "#10b981") +
            S(`M${x} ${340 - j * 26}H${x + 90}L${x + 115} ${322 - j * 26}`, "#94a3b8", 2);
      }
      s += S("M120 140H520", "#a7f3d0", 4, `${op(0.5)} stroke-dasharray="2 18"`) + S("M120 180H420", "#a7f3d0", 4, `${op(0.5)} stroke-dasharray="2 18"`);
      break;
    }
  }
  return svgDoc(W, H, s);
}

// ---------------------------------------------------------------- output

async function writeWebp(svg, file, { width, height, quality = 78, maxKB }) {
  mkdirSync(path.dirname(file), { recursive: true });
  let q = quality;
  let buf;
  for (;;) {
    buf = await sharp(Buffer.from(svg), { density: 72 }).resize(width, height).webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer();
    if (!maxKB || buf.length <= maxKB * 1024 || q <= 50) break;
    q -= 6;
  }
  writeFileSync(file, buf);
  return buf.length;
}

async function main() {
  const { products, sellers } = readDemoData();
  const only = process.argv[2];
  let total = 0, count = 0;
  const log = (f, b) => {
    total += b;
    count++;
    console.log(`${(b / 1024).toFixed(1).padStart(6)} KB  ${path.relative(ROOT, f)}`);
  };
  for (const p of products) {
    if (only && !p.slug.includes(only)) continue;
    const f = path.join(OUT, "products", `${p.slug}.webp`);
    log(f, await writeWebp(productSvg(p), f, { width: 800, height: 800, maxKB: 38 }));
  }
  if (!only || only === "slides") {
    for (const [i, fn] of [slide1, slide2, slide3].entries()) {
      const f = path.join(OUT, "auth", `slide-${i + 1}.webp`);
      log(f, await writeWebp(fn(), f, { width: 1200, height: 1500, maxKB: 88 }));
    }
  }
  if (!only || only === "banners") {
    for (const key of sellers) {
      const f = path.join(OUT, "banners", `${key}.webp`);
      log(f, await writeWebp(bannerSvg(key), f, { width: 1600, height: 400, maxKB: 48 }));
    }
  }
  console.log(`${count} images, ${(total / 1024).toFixed(0)} KB total`);
}

// Exposed for previews: `node scripts/operations/make-demo-images.mjs --svg <slug>` prints an SVG.
if (process.argv[2] === "--svg") {
  const { products } = readDemoData();
  const id = process.argv[3];
  const p = products.find((x) => x.slug === id);
  process.stdout.write(p ? productSvg(p) : id === "slide-1" ? slide1() : id === "slide-2" ? slide2() : id === "slide-3" ? slide3() : bannerSvg(id));
} else {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

