import { serverOnly } from "@/tests/support/database-kind";
import { db } from "@/lib/db/client";
import { createPublicCacheHandler, IN_PROCESS } from "@/lib/cache/public-cache.mjs";
import { createProduct, createShop, createUser } from "./factories";
import { until } from "@/tests/support/poll";

// Writes announce themselves (migration public_cache_notifications): whichever code path
// changes a product, a shop, a profile or a category, every instance's public cache hears it
// on commit and drops what showed it.

const quietLog = { error: () => undefined };
// The path the product uses on this database: LISTEN on a connection of the cache's own on a
// PostgreSQL server; on the embedded one, notices reach the app's own connections
// (lib/cache/public-change-bus.mjs), as with `npm start`.
const embedded = process.env.DATABASE_KIND === "embedded";
const listenTo = embedded ? IN_PROCESS : process.env.DATABASE_URL!;
const now = () => performance.timeOrigin + performance.now();
const entry = (tags: string[]) => ({
  value: new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(new Uint8Array([1])), c.close()) }),
  tags,
  stale: 0,
  timestamp: now(),
  expire: 60,
  revalidate: 60,
});

// A notice reaches the cache within moments of its commit; three seconds is plenty.
const PROMPTLY = { timeoutMs: 3_000, everyMs: 20 };

describe("the public cache hears the database", () => {
  let cache: ReturnType<typeof createPublicCacheHandler>;
  beforeAll(async () => {
    cache = createPublicCacheHandler({ listenTo, log: quietLog });
    // Listening: a probe notification comes through.
    await cache.set("probe", Promise.resolve(entry(["probe"])));
    await until(async () => (await db.$executeRawUnsafe(`SELECT pg_notify('public_cache', 'probe')`), (await cache.get("probe", [])) === undefined), PROMPTLY);
  });
  afterAll(() => cache.stopListening());
  const cached = async (key: string) => (await cache.get(key, [])) !== undefined;
  // The notices of the setup's own writes arrive a moment after their commits.
  const settled = () => new Promise((resolve) => setTimeout(resolve, 150));

  it("a product's price change expires its page, its seller's page and the lists, after commit", async () => {
    const seller = await createUser({ isSeller: true });
    const product = await createProduct(seller.id);
    const other = await createProduct((await createUser({ isSeller: true })).id);
    await settled();
    await cache.set("page", Promise.resolve(entry([`product:${product.id}`])));
    await cache.set("seller", Promise.resolve(entry([`seller:${seller.id}`])));
    await cache.set("list", Promise.resolve(entry(["catalogue"])));
    await cache.set("other", Promise.resolve(entry([`product:${other.id}`])));
    await db.$transaction(async (tx) => {
      await tx.product.update({ where: { id: product.id }, data: { price: 999 } });
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Not before the commit: a reader meanwhile would read the old row anyway.
      expect(await cached("page")).toBe(true);
    });
    await until(async () => !(await cached("page")), PROMPTLY);
    expect(await cached("seller")).toBe(false);
    expect(await cached("list")).toBe(false);
    expect(await cached("other")).toBe(true);
  });

  it("a shop's and a profile's changes expire their seller's pages; a rolled back write expires nothing", async () => {
    const seller = await createUser({ isSeller: true });
    await createShop(seller.id);
    await settled();
    await cache.set("seller", Promise.resolve(entry([`seller:${seller.id}`])));
    await db.$transaction(async (tx) => {
      await tx.shop.update({ where: { id: seller.id }, data: { shopName: "Renamed" } });
      throw new Error("rolled back");
    }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await cached("seller")).toBe(true);
    await db.shop.update({ where: { id: seller.id }, data: { shopName: "Renamed" } });
    await until(async () => !(await cached("seller")), PROMPTLY);
    await cache.set("seller", Promise.resolve(entry([`seller:${seller.id}`])));
    await db.profile.update({ where: { id: seller.id }, data: { campusLocation: "City Campus" } });
    await until(async () => !(await cached("seller")), PROMPTLY);
  });

  it("a bulk change expires everything", async () => {
    const seller = await createUser({ isSeller: true });
    const category = (await createProduct(seller.id)).categoryId;
    await settled();
    await cache.set("anything", Promise.resolve(entry(["unrelated"])));
    await db.product.createMany({ data: Array.from({ length: 41 }, (_, i) => ({ name: `Bulk ${i}`, price: 100, categoryId: category, sellerId: seller.id })) });
    await until(async () => !(await cached("anything")), PROMPTLY);
  });

  // PostgreSQL server only: on the embedded database the cache has no listening connection of
  // its own to lose (its notices come on the app's connections, which LISTEN as they open).
  serverOnly("when its connection drops it expires everything, listens again, and hears the next change", async () => {
    await cache.set("before", Promise.resolve(entry(["unrelated"])));
    await db.$executeRawUnsafe(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'public-cache' AND pid <> pg_backend_pid()`);
    await until(async () => !(await cached("before")), PROMPTLY);
    const seller = await createUser({ isSeller: true });
    const product = await createProduct(seller.id);
    // Listening again: a change made now reaches it.
    await until(
      async () => {
        await cache.set("page", Promise.resolve(entry([`product:${product.id}`])));
        await db.product.update({ where: { id: product.id }, data: { price: { increment: 1 } } });
        await new Promise((resolve) => setTimeout(resolve, 100));
        return !(await cached("page"));
      },
      { timeoutMs: 8_000, everyMs: 20 },
    );
  });
});
