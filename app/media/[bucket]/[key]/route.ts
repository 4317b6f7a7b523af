import { getObject } from "@/lib/storage";
import { isPublishedImageKey, isValidKey, PUBLIC_BUCKETS, type Bucket } from "@/lib/storage/driver";
import { publicRoute } from "@/lib/api/route";

// Public files (product images, shop banners): never change under a key, so
// browsers and CDNs keep them for a year. Verification documents are not here (see docs/decisions/private-documents.md),
// and neither is any upload as it was sent: only its metadata-free re-encodes.
export const GET = publicRoute<{ bucket: string; key: string }>().handle(async ({ params: { bucket, key } }) => {
  // Only the metadata-free re-encodes of lib/storage/images.ts, never an upload as it was sent (no camera metadata).
  if (!(PUBLIC_BUCKETS as readonly string[]).includes(bucket) || !isValidKey(key) || !isPublishedImageKey(key)) {
    return new Response("Not found", { status: 404 });
  }
  const stored = await getObject(bucket as Bucket, key);
  if (!stored) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(stored.bytes), {
    headers: {
      "Content-Type": stored.contentType,
      "Content-Length": String(stored.bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
});
