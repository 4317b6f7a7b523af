import "server-only";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertValidKey, contentTypeOf, type Bucket, type StorageDriver } from "./driver";

/** Files under a folder on this machine, one sub-folder per bucket. */
export function diskDriver(root: string): StorageDriver {
  const objectPath = (bucket: Bucket, key: string) => {
    assertValidKey(key);
    return path.join(/*turbopackIgnore: true*/ root, bucket, key);
  };
  return {
    async put(bucket, key, bytes) {
      const file = objectPath(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      // "wx": never overwrite; keys carry a timestamp or a random part.
      await writeFile(file, bytes, { flag: "wx" });
    },
    async get(bucket, key) {
      try {
        return { bytes: await readFile(objectPath(bucket, key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(bucket, key) {
      await rm(objectPath(bucket, key), { force: true });
    },
  };
}
