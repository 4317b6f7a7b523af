import net from "node:net";
import pg from "pg";
import { messageReader, startRoundTripProxy } from "@/scripts/measurements/pg-roundtrips.mjs";
import { overBudget, pageRoundTrips } from "@/scripts/measurements/round-trip-budget.mjs";

// The round-trip counter behind the budget test and the benchmark counts what
// PostgreSQL sees: one per query, whatever the ORM or the packet boundaries do.

const upstream = process.env.DATABASE_URL!;

describe("counting SQL round trips on the wire", () => {
  let proxy: Awaited<ReturnType<typeof startRoundTripProxy>>;
  let client: pg.Client;
  beforeAll(async () => {
    proxy = await startRoundTripProxy({ upstream });
    client = new pg.Client({ connectionString: proxy.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await proxy.close();
  });
  beforeEach(() => proxy.reset());

  it("counts a simple query, a parameterised one and each statement of a transaction once", async () => {
    await client.query("SELECT 1");
    await client.query("SELECT $1::int AS n", [2]);
    await client.query("BEGIN");
    await client.query("SELECT pg_sleep(0.02)");
    await client.query("COMMIT");
    expect(proxy.stats.roundTrips).toBe(5);
    expect(proxy.stats.ms).toBeGreaterThanOrEqual(20);
  });

  it("counts a query per row as a query per row, so a budget catches it", async () => {
    const ids = [1, 2, 3, 4, 5];
    const joined = await client.query("SELECT n FROM unnest($1::int[]) AS n", [ids]);
    const one = proxy.stats.roundTrips;
    for (const id of ids) await client.query("SELECT $1::int AS n", [id]);
    expect(joined.rowCount).toBe(5);
    expect(one).toBe(1);
    expect(proxy.stats.roundTrips).toBe(6);
    expect(overBudget({ "/joined": one, "/per-row": proxy.stats.roundTrips - one })).toEqual(["/per-row: 5 round trips (budget 3)"]);
  });

  it("reads messages however the bytes are split", () => {
    const seen: Array<string | null> = [];
    const reader = messageReader((type: string | null) => seen.push(type), { untypedFirst: true });
    const startup = Buffer.alloc(8);
    startup.writeInt32BE(8, 0);
    startup.writeInt32BE(196608, 4);
    const sync = Buffer.from([0x53, 0, 0, 0, 4]);
    const query = Buffer.concat([Buffer.from([0x51, 0, 0, 0, 13]), Buffer.from("SELECT 1\0")]);
    const stream = Buffer.concat([startup, query, sync, sync]);
    for (const byte of stream) reader.push(Buffer.from([byte]));
    expect(seen).toEqual([null, "Q", "S", "S"]);
  });

  it("a connection the proxy cannot pass on is closed, not left hanging", async () => {
    const dead = await startRoundTripProxy({ upstream: "postgresql://postgres@127.0.0.1:1/none" });
    const socket = net.connect(dead.port, "127.0.0.1");
    await new Promise((resolve) => socket.on("close", resolve));
    await dead.close();
  });
});

describe("the budget", () => {
  it("takes the fewest round trips a page was seen to make", () => {
    expect(pageRoundTrips([4, 2, 3])).toBe(2);
    expect(() => pageRoundTrips([])).toThrow();
  });

  it("names every page over budget and passes pages at it", () => {
    expect(overBudget({ "/home": 3, "/search": 4, "/product": 0 })).toEqual(["/search: 4 round trips (budget 3)"]);
  });
});

describe("the statements a page runs", () => {
  it("passes on each statement with its parameters, for EXPLAIN", async () => {
    const statements: Array<{ text: string; values: Array<string | null> | null }> = [];
    const proxy = await startRoundTripProxy({ upstream, onStatement: (statement: { text: string; values: Array<string | null> | null }) => statements.push(statement) });
    const client = new pg.Client({ connectionString: proxy.url });
    await client.connect();
    statements.length = 0;
    await client.query("SELECT $1::text AS a, $2::int AS b, $3::text AS c", ["x'y", 7, null]);
    await client.query("SELECT 1");
    expect(statements).toEqual([
      { text: "SELECT $1::text AS a, $2::int AS b, $3::text AS c", values: ["x'y", "7", null] },
      { text: "SELECT 1", values: [] },
    ]);
    await client.end();
    await proxy.close();
  });
});
