import type { MetadataRoute } from "next";
import { SITEMAP } from "@/lib/constants";
import type { IdRange } from "@/lib/db/sitemap";

// The sitemap index's files, without I/O. Products and sellers are split by
// ranges of their ids: ids are random UUIDs (v4), spread evenly over the 128-bit space, so n
// equal ranges hold about count / n rows each, and a file reads its range through the primary
// key (WHERE id >= from AND id < to ORDER BY id LIMIT), never with OFFSET. A file's address
// names its range as "k of n", so the files of one index cover every id exactly once even
// while the catalogue grows between the crawler's fetches.

export type SitemapFile = { kind: "pages" } | { kind: "products" | "sellers"; part: number; parts: number };

const ID_SPACE = 1n << 128n;

function uuidAt(value: bigint): string {
  const hex = value.toString(16).padStart(32, "0");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Range `part` (0-based) of `parts` equal ranges of the UUID space; the last one runs to the end. */
export function idRange(part: number, parts: number): IdRange {
  const at = (k: number) => uuidAt((ID_SPACE * BigInt(k)) / BigInt(parts));
  return { from: at(part), to: part + 1 >= parts ? null : at(part + 1) };
}

/** How many files `count` rows need: about SITEMAP.FILL each, at least one. */
export function partsFor(count: number): number {
  return Math.min(SITEMAP.MAX_FILES, Math.max(1, Math.ceil(count / SITEMAP.FILL)));
}

/** A file's name in /sitemap/<name>. */
export function sitemapFileName(file: SitemapFile): string {
  return file.kind === "pages" ? "pages.xml" : `${file.kind}-${file.part}-of-${file.parts}.xml`;
}

/** The file a name asks for; null for anything that is not one of ours (one spelling per file). */
export function parseSitemapFileName(name: string): SitemapFile | null {
  if (name === "pages.xml") return { kind: "pages" };
  const match = /^(products|sellers)-(0|[1-9]\d{0,4})-of-([1-9]\d{0,4})\.xml$/.exec(name);
  if (!match) return null;
  const part = Number(match[2]);
  const parts = Number(match[3]);
  if (parts > SITEMAP.MAX_FILES || part >= parts) return null;
  return { kind: match[1] as "products" | "sellers", part, parts };
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

function lastmod(value: string | Date | undefined): string {
  if (value === undefined) return "";
  return `<lastmod>${escapeXml(value instanceof Date ? value.toISOString() : value)}</lastmod>`;
}

/** A <urlset> file (sitemaps.org 0.9). */
export function renderUrlset(entries: MetadataRoute.Sitemap): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(entry.url)}</loc>${lastmod(entry.lastModified)}` +
      `${entry.changeFrequency ? `<changefreq>${entry.changeFrequency}</changefreq>` : ""}` +
      `${entry.priority !== undefined ? `<priority>${entry.priority}</priority>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The <sitemapindex> naming each file. */
export function renderSitemapIndex(locations: string[]): string {
  const files = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join("\n")}\n</sitemapindex>\n`;
}
