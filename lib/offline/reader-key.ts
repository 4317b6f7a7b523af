// The opaque key a signed-in reader's pages are kept under by the service worker
// (docs/decisions/offline-reading.md): an HMAC of the user id with the server's secret, so the
// worker (and anything reading the browser's caches) learns nothing about who it is, and no one
// can name another reader's key. Web Crypto, so it runs in middleware.
export async function offlineReaderKey(userId: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`offline-reader:${userId}`)));
  return Buffer.from(mac.slice(0, 18)).toString("base64url");
}
