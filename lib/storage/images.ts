import "server-only";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { detectFileType } from "./file-type";
import { deleteObject, putObject, publicUrl } from "./index";
import type { Bucket } from "./driver";
import { IMAGE_MESSAGES } from "@/lib/messages/images";

// Photos from phones are often 3 to 6 MB; other phones on campus Wi-Fi should
// get a web-sized copy. We keep the original (named as the spec says) and
// serve a resized WebP beside it.

/** Images up to 5 MB (D5). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type ImageKind = "product" | "banner";

const SIZES: Record<ImageKind, { bucket: Bucket; width: number; height: number }> = {
  product: { bucket: "product-images", width: 1200, height: 1200 },
  banner: { bucket: "shop-banners", width: 1600, height: 900 },
};

export type StoredImage = { bucket: Bucket; keys: string[]; url: string };

export type StoreImageResult = { ok: true; image: StoredImage } | { ok: false; message: string };

/**
 * Checks an upload by its bytes, stores the original and a web-sized WebP,
 * and returns the public URL of the web copy. Nothing is stored when the file
 * is refused; a half-finished store is cleaned up.
 */
export async function storeImage(bytes: Uint8Array, kind: ImageKind, ownerId: string): Promise<StoreImageResult> {
  if (bytes.byteLength > IMAGE_MAX_BYTES) return { ok: false, message: IMAGE_MESSAGES.tooLarge };
  const detected = detectFileType(bytes);
  if (!detected || detected.mime === "application/pdf") return { ok: false, message: IMAGE_MESSAGES.notImage };

  const { bucket, width, height } = SIZES[kind];
  let web: Buffer;
  try {
    web = await sharp(bytes, { failOn: "error", limitInputPixels: 50_000_000 })
      .rotate() // honour the phone's EXIF orientation, then drop the metadata
      .resize({ width, height, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return { ok: false, message: IMAGE_MESSAGES.unreadable };
  }

  // Spec naming: product images get a random name with the original extension,
  // banners a time-stamped one. The web copy shares the stem.
  const stem = kind === "product" ? randomBytes(16).toString("hex") : `${ownerId}-${Date.now()}-${randomBytes(3).toString("hex")}`;
  const originalKey = `${stem}.${detected.extension}`;
  const webKey = `${stem}.web.webp`;
  const stored: string[] = [];
  try {
    await putObject(bucket, originalKey, bytes, detected.mime);
    stored.push(originalKey);
    await putObject(bucket, webKey, web, "image/webp");
    stored.push(webKey);
  } catch (error) {
    console.error("image not stored", error);
    await removeImage({ bucket, keys: stored });
    return { ok: false, message: IMAGE_MESSAGES.storeFailed };
  }
  return { ok: true, image: { bucket, keys: stored, url: publicUrl(bucket, webKey) } };
}

/** Removes an image's files (after a failed database write, or when a product or banner is replaced). */
export async function removeImage(image: { bucket: Bucket; keys: string[] }): Promise<void> {
  await Promise.all(image.keys.map((key) => deleteObject(image.bucket, key).catch((error) => console.error("image not removed", key, error))));
}

/** The files behind a public image URL we made (original and web copy), or null for demo images and others. */
export function imageFilesOf(url: string | null | undefined): { bucket: Bucket; keys: string[] } | null {
  const match = /^\/media\/(product-images|shop-banners)\/([A-Za-z0-9_-]+)\.web\.webp$/.exec(url ?? "");
  if (!match) return null;
  const stem = match[2]!;
  return { bucket: match[1] as Bucket, keys: [`${stem}.web.webp`, ...["png", "jpg", "webp"].map((ext) => `${stem}.${ext}`)] };
}
