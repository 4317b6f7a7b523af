import "server-only";
import { logger } from "@/lib/log/logger.mjs";
import type { DeletedAccount } from "@/lib/db/account-deletion";
import { deleteObject } from "@/lib/storage";
import { imageFilesOf, removeImage } from "@/lib/storage/images";

/**
 * The stored files of a deleted account, removed after its rows are gone: a failure here
 * leaves an orphan file for the storage sweep, never a row pointing at nothing.
 */
export async function removeStoredFilesOfDeletedAccount(deleted: DeletedAccount): Promise<void> {
  const images = [...deleted.productImageUrls, deleted.bannerUrl].map(imageFilesOf).filter((files) => files !== null);
  await Promise.all([
    ...images.map((files) => removeImage(files)),
    ...deleted.documentKeys.map((key) => deleteObject("verification-documents", key).catch((error) => logger.error({ key, err: error }, "document not removed"))),
  ]);
}
