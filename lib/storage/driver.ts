// One interface for where files live (see docs/decisions/storage.md): local disk by default, S3-compatible
// object storage when configured. Nothing outside lib/storage knows which.
export type Bucket = "product-images" | "shop-banners" | "verification-documents";

export const BUCKETS: readonly Bucket[] = ["product-images", "shop-banners", "verification-documents"];

/** Buckets anyone may read through /media; verification documents never are (see docs/decisions/private-documents.md). */
export const PUBLIC_BUCKETS: readonly Bucket[] = ["product-images", "shop-banners"];

export type StoredObject = { bytes: Buffer; contentType: string };

export interface StorageDriver {
  /** Writes a new object; keys are made unique by the app and never overwritten. */
  put(bucket: Bucket, key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(bucket: Bucket, key: string): Promise<StoredObject | null>;
  /** Removes an object; a missing one is not an error. */
  delete(bucket: Bucket, key: string): Promise<void>;
}

/** Keys are made by the app, never by users: nothing that could climb out of a folder. */
export function isValidKey(key: string): boolean {
  return /^[A-Za-z0-9._-]{1,200}$/.test(key) && !key.startsWith(".");
}

/**
 * A key /media may serve: one of the metadata-free re-encodes lib/storage/images.ts makes
 * (<stem>.web.webp, <stem>.full.<ext>), never an upload as it was sent (see docs/decisions/private-documents.md).
 */
export function isPublishedImageKey(key: string): boolean {
  return /^[A-Za-z0-9_-]+\.(web\.webp|full\.(jpg|png|webp))$/.test(key);
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
}

const TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  pdf: "application/pdf",
};

/** The content type of a key by its extension (the app names files by their checked type). */
export function contentTypeOf(key: string): string {
  return TYPES[key.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
}
