import "server-only";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";

// Files on local disk under STORAGE_DIR (D11). Buckets mirror the spec's
// stores; "verification-documents" is private and only ever served through a
// handler that checks the session (D5). An S3 driver can stand behind these
// same three functions.
export type Bucket = "product-images" | "shop-banners" | "verification-documents";

function storageRoot(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.STORAGE_DIR);
}

function objectPath(bucket: Bucket, key: string): string {
  // Keys are made by the app, never by users; refuse anything that could climb out.
  if (!/^[A-Za-z0-9._-]+$/.test(key) || key.startsWith(".")) throw new Error(`invalid storage key: ${key}`);
  return path.join(/*turbopackIgnore: true*/ storageRoot(), bucket, key);
}

export async function putObject(bucket: Bucket, key: string, bytes: Uint8Array): Promise<void> {
  const file = objectPath(bucket, key);
  await mkdir(path.dirname(file), { recursive: true });
  // "wx": never overwrite; keys carry a timestamp and random part.
  await writeFile(file, bytes, { flag: "wx" });
}

export async function getObject(bucket: Bucket, key: string): Promise<Buffer | null> {
  try {
    return await readFile(objectPath(bucket, key));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export async function deleteObject(bucket: Bucket, key: string): Promise<void> {
  await rm(objectPath(bucket, key), { force: true });
}
