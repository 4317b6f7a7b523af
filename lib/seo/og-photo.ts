import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { getObject } from "@/lib/storage";
import { PUBLIC_BUCKETS, isPublishedImageKey, isValidKey, type Bucket } from "@/lib/storage/driver";

// The product photo for its Open Graph card, read from our own storage only (an upload's web copy
// or a demo image shipped in public/demo), never fetched from an address: the route is not a proxy.
// Satori cannot decode WebP, so sharp re-encodes it as a JPEG data URL, cropped to the card's square.

const DEMO_IMAGE = /^\/demo\/products\/([a-z0-9-]+)\.webp$/;
const MEDIA_IMAGE = /^\/media\/([a-z-]+)\/([^/]+)$/;

async function photoBytes(imageUrl: string): Promise<Uint8Array | null> {
  const demo = DEMO_IMAGE.exec(imageUrl);
  if (demo) {
    return readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), "public", "demo", "products", `${demo[1]}.webp`)).catch(() => null);
  }
  const media = MEDIA_IMAGE.exec(imageUrl);
  if (media && (PUBLIC_BUCKETS as readonly string[]).includes(media[1]!) && isValidKey(media[2]!) && isPublishedImageKey(media[2]!)) {
    return (await getObject(media[1] as Bucket, media[2]!))?.bytes ?? null;
  }
  return null;
}

/** A JPEG data URL of the photo as a size×size square (cover crop, never stretched), or null without one. */
export async function productPhotoDataUrl(imageUrl: string | null, size: number): Promise<string | null> {
  if (!imageUrl) return null;
  const bytes = await photoBytes(imageUrl);
  if (!bytes) return null;
  try {
    const jpeg = await sharp(bytes, { limitInputPixels: 50_000_000 }).rotate().resize(size, size, { fit: "cover" }).flatten({ background: "#ffffff" }).jpeg({ quality: 82 }).toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
  } catch {
    return null;
  }
}
