import "server-only";
import path from "node:path";
import { env } from "@/lib/env";
import { diskDriver } from "./disk";
import { s3Driver } from "./s3";
import { PUBLIC_BUCKETS, type Bucket, type StorageDriver, type StoredObject } from "./driver";

export type { Bucket, StoredObject } from "./driver";

// The configured driver (see docs/decisions/storage.md): S3-compatible storage when S3_BUCKET is set,
// otherwise files on disk under STORAGE_DIR. Chosen once per process.
let driver: StorageDriver | undefined;

function storage(): StorageDriver {
  driver ??= env.S3_BUCKET
    ? s3Driver({
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
      })
    : diskDriver(path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.STORAGE_DIR));
  return driver;
}

export function putObject(bucket: Bucket, key: string, bytes: Uint8Array, contentType = "application/octet-stream"): Promise<void> {
  return storage().put(bucket, key, bytes, contentType);
}

export async function getObject(bucket: Bucket, key: string): Promise<StoredObject | null> {
  return storage().get(bucket, key);
}

export function deleteObject(bucket: Bucket, key: string): Promise<void> {
  return storage().delete(bucket, key);
}

/** Where a public object is served from (app/media/[bucket]/[key]). */
export function publicUrl(bucket: Bucket, key: string): string {
  if (!PUBLIC_BUCKETS.includes(bucket)) throw new Error(`${bucket} is not public`);
  return `/media/${bucket}/${key}`;
}
