import "server-only";
import { logger } from "@/lib/log/logger.mjs";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { detectFileType } from "./file-type";
import { deleteObject, putObject, publicUrl } from "./index";
import type { Bucket } from "./driver";
import { IMAGE_MESSAGES } from "@/lib/messages/images";

// Photos from phones are often 3 to 6 MB; other phones on campus Wi-Fi should
// get a web-sized copy. A photo also carries EXIF and XMP: the GPS position it was
// taken at, the camera, sometimes a name. A student's photo must
// never publish where they live, so the bytes as uploaded are never stored: the
// image is decoded, turned upright by its EXIF orientation, and stored as two
// re-encodes with no metadata at all, a full-size one (named as the spec says,
// random with the upload's extension: <stem>.full.<ext>) and a web-sized WebP
// (<stem>.web.webp) that pages show. /media serves only these two kinds of key
// (isPublishedImageKey, driver.ts): an original an earlier version stored at <stem>.<ext>
// is not served.

/** Images up to 5 MB (see docs/decisions/private-documents.md). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type ImageKind = "product" | "banner";

const SIZES: Record<ImageKind, { bucket: Bucket; width: number; height: number }> = {
  product: { bucket: "product-images", width: 1200, height: 1200 },
  banner: { bucket: "shop-banners", width: 1600, height: 900 },
};

/** The full-size copy's longest side: a phone's full resolution, not a panorama's. */
const FULL_MAX_SIDE = 4096;

export type StoredImage = { bucket: Bucket; keys: string[]; url: string };

export type StoreImageResult = { ok: true; image: StoredImage } | { ok: false; message: string };

type Encoded = { full: Buffer; web: Buffer };

/** Decodes once, turns upright, and encodes both copies; sharp writes no metadata unless asked (and we never ask). */
async function reencode(bytes: Uint8Array, format: "jpg" | "png" | "webp", kind: ImageKind): Promise<Encoded> {
  const { width, height } = SIZES[kind];
  const upright = sharp(bytes, { failOn: "error", limitInputPixels: 50_000_000 }).rotate();
  const full = upright.clone().resize({ width: FULL_MAX_SIDE, height: FULL_MAX_SIDE, fit: "inside", withoutEnlargement: true });
  const [fullBytes, web] = await Promise.all([
    (format === "jpg" ? full.jpeg({ quality: 90 }) : format === "png" ? full.png() : full.webp({ quality: 90 })).toBuffer(),
    upright.clone().resize({ width, height, fit: "inside", withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
  ]);
  return { full: fullBytes, web };
}

/**
 * Checks an upload by its bytes, stores its metadata-free full-size and web-sized
 * re-encodes, and returns the public URL of the web copy. Nothing is stored when
 * the file is refused; a half-finished store is cleaned up.
 */
export async function storeImage(bytes: Uint8Array, kind: ImageKind, ownerId: string): Promise<StoreImageResult> {
  if (bytes.byteLength > IMAGE_MAX_BYTES) return { ok: false, message: IMAGE_MESSAGES.tooLarge };
  const detected = detectFileType(bytes);
  if (!detected || detected.mime === "application/pdf") return { ok: false, message: IMAGE_MESSAGES.notImage };

  const { bucket } = SIZES[kind];
  let encoded: Encoded;
  try {
    encoded = await reencode(bytes, detected.extension as "jpg" | "png" | "webp", kind);
  } catch {
    return { ok: false, message: IMAGE_MESSAGES.unreadable };
  }

  // Spec naming: product images get a random name with the original extension,
  // banners a time-stamped one. The web copy shares the stem.
  const stem = kind === "product" ? randomBytes(16).toString("hex") : `${ownerId}-${Date.now()}-${randomBytes(3).toString("hex")}`;
  const fullKey = `${stem}.full.${detected.extension}`;
  const webKey = `${stem}.web.webp`;
  const stored: string[] = [];
  try {
    await putObject(bucket, fullKey, encoded.full, detected.mime);
    stored.push(fullKey);
    await putObject(bucket, webKey, encoded.web, "image/webp");
    stored.push(webKey);
  } catch (error) {
    logger.error({ err: error }, "image not stored");
    await removeImage({ bucket, keys: stored });
    return { ok: false, message: IMAGE_MESSAGES.storeFailed };
  }
  return { ok: true, image: { bucket, keys: stored, url: publicUrl(bucket, webKey) } };
}

/** Removes an image's files (after a failed database write, or when a product or banner is replaced). */
export async function removeImage(image: { bucket: Bucket; keys: string[] }): Promise<void> {
  await Promise.all(image.keys.map((key) => deleteObject(image.bucket, key).catch((error) => logger.error({ key, err: error }, "image not removed"))));
}

/**
 * The files behind a public image URL we made (web copy, full-size copy, and the
 * original an earlier version kept), or null for demo images and others.
 */
export function imageFilesOf(url: string | null | undefined): { bucket: Bucket; keys: string[] } | null {
  const match = /^\/media\/(product-images|shop-banners)\/([A-Za-z0-9_-]+)\.web\.webp$/.exec(url ?? "");
  if (!match) return null;
  const stem = match[2]!;
  const extensions = ["png", "jpg", "webp"];
  return { bucket: match[1] as Bucket, keys: [`${stem}.web.webp`, ...extensions.map((ext) => `${stem}.full.${ext}`), ...extensions.map((ext) => `${stem}.${ext}`)] };
}
