import { createPublicCacheHandler, publicCacheSeconds } from "@/lib/cache/public-cache.mjs";

// The public pages' cache: what Next.js stores through it comes back until a tag
// it carries is expired (a write, announced by the database) or its lifetime ends.

const now = () => performance.timeOrigin + performance.now();
const quietLog = { error: jest.fn() };

function entry(tags: string[], { ageMs = 0, revalidate = 60, expire = 60, text = "cached" } = {}) {
  return {
    value: new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
    tags,
    stale: 0,
    timestamp: now() - ageMs,
    expire,
    revalidate,
  };
}

async function textOf(found: { value: ReadableStream<Uint8Array> } | undefined) {
  if (!found) return undefined;
  return new Response(found.value).text();
}

describe("the public cache", () => {
  it("gives back what was stored, as often as asked", async () => {
    const cache = createPublicCacheHandler({ log: quietLog });
    await cache.set("k", Promise.resolve(entry(["catalogue"], { text: "page one" })));
    expect(await textOf(await cache.get("k", []))).toBe("page one");
    expect(await textOf(await cache.get("k", []))).toBe("page one");
    expect(await cache.get("other", [])).toBeUndefined();
  });

  it("a reader waits for an entry being stored instead of missing it", async () => {
    const cache = createPublicCacheHandler({ log: quietLog });
    let finish: (value: ReturnType<typeof entry>) => void = () => {};
    const storing = cache.set("k", new Promise((resolve) => (finish = resolve)));
    const reading = cache.get("k", []);
    finish(entry(["catalogue"], { text: "late" }));
    await storing;
    expect(await textOf(await reading)).toBe("late");
  });

  it("an expired tag drops the entries that carry it and no others", async () => {
    const cache = createPublicCacheHandler({ log: quietLog });
    await cache.set("product", Promise.resolve(entry(["product:1", "seller:9"])));
    await cache.set("list", Promise.resolve(entry(["catalogue"])));
    cache.expireTags(["seller:9"]);
    expect(await cache.get("product", [])).toBeUndefined();
    expect(await textOf(await cache.get("list", []))).toBe("cached");
    await cache.updateTags(["catalogue"]);
    expect(await cache.get("list", [])).toBeUndefined();
  });

  it("'*' expires everything, and getExpiration reports the latest expiry of the tags asked", async () => {
    const cache = createPublicCacheHandler({ log: quietLog });
    await cache.set("a", Promise.resolve(entry(["x"])));
    expect(await cache.getExpiration(["x"])).toBe(0);
    cache.expireTags(["*"]);
    expect(await cache.get("a", [])).toBeUndefined();
    expect(await cache.getExpiration(["y"])).toBeGreaterThan(0);
  });

  it("an entry lives no longer than its own revalidate time or the public lifetime, whichever is shorter", async () => {
    const cache = createPublicCacheHandler({ maxAgeSeconds: 5, log: quietLog });
    await cache.set("young", Promise.resolve(entry(["catalogue"], { ageMs: 4_000 })));
    await cache.set("old", Promise.resolve(entry(["catalogue"], { ageMs: 6_000 })));
    await cache.set("short", Promise.resolve(entry(["catalogue"], { ageMs: 2_000, revalidate: 1 })));
    expect(await cache.get("young", [])).toBeDefined();
    expect(await cache.get("old", [])).toBeUndefined();
    expect(await cache.get("short", [])).toBeUndefined();
  });

  it("a result made before a write committed is not kept", async () => {
    const cache = createPublicCacheHandler({ log: quietLog });
    const made = entry(["product:1"], { ageMs: 50 });
    cache.expireTags(["product:1"]);
    await cache.set("k", Promise.resolve(made));
    expect(await cache.get("k", [])).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("stores nothing when the public lifetime is 0, or for an entry Next marks dynamic", async () => {
    const off = createPublicCacheHandler({ maxAgeSeconds: 0, log: quietLog });
    await off.set("k", Promise.resolve(entry(["catalogue"])));
    expect(await off.get("k", [])).toBeUndefined();
    const on = createPublicCacheHandler({ log: quietLog });
    await on.set("k", Promise.resolve(entry(["catalogue"], { expire: 0 })));
    expect(on.size).toBe(0);
  });

  it("a failed result is logged and not stored", async () => {
    const log = { error: jest.fn() };
    const cache = createPublicCacheHandler({ log });
    await cache.set("k", Promise.reject(new Error("render failed")));
    expect(cache.size).toBe(0);
    expect(log.error).toHaveBeenCalled();
  });

  it("the lifetime comes from PUBLIC_CACHE_SECONDS, at most 60 s", () => {
    expect(publicCacheSeconds({})).toBe(60);
    expect(publicCacheSeconds({ PUBLIC_CACHE_SECONDS: "5" })).toBe(5);
    expect(publicCacheSeconds({ PUBLIC_CACHE_SECONDS: "0" })).toBe(0);
    expect(publicCacheSeconds({ PUBLIC_CACHE_SECONDS: "3600" })).toBe(60);
    expect(publicCacheSeconds({ PUBLIC_CACHE_SECONDS: "soon" })).toBe(60);
  });
});
