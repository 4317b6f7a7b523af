import { serverOnly } from "@/tests/support/database-kind";
import { databaseTokenStore, tokenKey } from "@/lib/db/mpesa-tokens";
import { db } from "@/lib/db/client";

// Daraja's token in PostgreSQL: one fetch however many callers find it stale at once,
// which is what keeps instances from invalidating each other's tokens.

const inAnHour = () => new Date(Date.now() + 3_600_000);

describe("the shared Daraja token", () => {
  it("is keyed by environment and a hash of the consumer key, never the key itself", () => {
    const key = tokenKey("sandbox", "my-consumer-key");
    expect(key).toMatch(/^sandbox:[0-9a-f]{16}$/);
    expect(key).not.toContain("my-consumer-key");
    expect(tokenKey("production", "my-consumer-key")).not.toBe(key);
    expect(tokenKey("sandbox", "another-key")).not.toBe(key);
  });

  it("starts empty, and a replacement is stored for every later reader", async () => {
    const store = databaseTokenStore(tokenKey("test", `first-${Date.now()}`));
    expect(await store.current()).toBeNull();
    const fresh = await store.replace(null, async () => ({ token: "t1", expiresAt: inAnHour() }));
    expect(fresh.token).toBe("t1");
    expect((await store.current())?.token).toBe("t1");
  });

  serverOnly("five callers replacing the same stale token at once fetch one token between them", async () => {
    const store = databaseTokenStore(tokenKey("test", `race-${Date.now()}`));
    await store.replace(null, async () => ({ token: "old", expiresAt: new Date() }));
    let fetches = 0;
    const fetchToken = async () => {
      fetches += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { token: `new-${fetches}`, expiresAt: inAnHour() };
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => store.replace("old", fetchToken)));
    expect(fetches).toBe(1);
    expect(new Set(results.map((token) => token.token))).toEqual(new Set(["new-1"]));
  });

  it("a failed fetch keeps the old token and lets the next caller try", async () => {
    const key = tokenKey("test", `fail-${Date.now()}`);
    const store = databaseTokenStore(key);
    await store.replace(null, async () => ({ token: "old", expiresAt: inAnHour() }));
    await expect(store.replace("old", async () => Promise.reject(new Error("Daraja down")))).rejects.toThrow("Daraja down");
    expect((await db.mpesaAccessToken.findUniqueOrThrow({ where: { key } })).token).toBe("old");
    expect((await store.replace("old", async () => ({ token: "new", expiresAt: inAnHour() }))).token).toBe("new");
  });
});
