import "server-only";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/client";
import { env } from "@/lib/env";
import { onShutdown } from "@/lib/lifecycle/shutdown.mjs";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/messages/errors";
import { isDatabaseUnavailable, noteDatabaseAnswered, noteDatabaseUnreachable, takeFault } from "./faults";
import { announcePublicChange } from "@/lib/cache/public-change-bus.mjs";
import { CHANNEL as PUBLIC_CACHE_CHANNEL } from "@/lib/cache/public-cache.mjs";

/**
 * How long opening a connection may take. node-postgres waits forever by default, so a
 * database host that stops answering (a network partition, a stuck failover) would hang
 * every page; a page must answer within 5 s even then (docs/operations.md). A stopped server refuses at once anyway.
 */
export const CONNECT_TIMEOUT_MS = 3_000;

/**
 * The one writer's transactions for a payment's or a payout's result. Prisma gives up on a
 * transaction that waits over 2 s for a connection (P2028), so a burst of duplicate
 * callbacks on a busy machine (200 copies at once) failed some instead of queueing them
 * behind the row lock; a result waits its turn instead. Daraja resends a failed one anyway,
 * but a result that waits is settled the first time.
 */
export const RESULT_TRANSACTION = { maxWait: 15_000, timeout: 15_000 } as const;

// The bound goes on the connection attempt only: pg's pool option of the same name would
// also fail a request that waits for a free connection in a busy pool, which is load, not an
// outage, and must keep waiting as before.
class BoundedConnectClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({ ...(typeof config === "string" ? { connectionString: config } : config), connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

/**
 * A connection to the embedded database, which is one session: the write triggers' notices for
 * the public cache come back on whichever connection committed, so each of ours listens and
 * hands them to the process's cache (lib/cache/public-change-bus.mjs). On a PostgreSQL server
 * the cache listens on a connection of its own instead.
 */
class EmbeddedSessionClient extends BoundedConnectClient {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on("notification", (message) => {
      if (message.channel === PUBLIC_CACHE_CHANNEL) announcePublicChange(message.payload ?? "");
    });
  }

  // pg's pool connects with a callback; LISTEN runs before the connection is handed out.
  connect(): Promise<pg.Client>;
  connect(callback: (error: Error | null, client: pg.Client) => void): void;
  connect(callback?: (error: Error | null, client: pg.Client) => void): Promise<pg.Client> | void {
    const listening = super
      .connect()
      .then(() => this.query(`LISTEN ${PUBLIC_CACHE_CHANNEL}`))
      .then(() => this as pg.Client);
    if (!callback) return listening;
    listening.then(
      (client) => callback(null, client),
      (error: Error) => callback(error, this),
    );
  }
}

// Behind PgBouncer in transaction mode (docs/decisions/edge-layout.md) each statement outside a
// transaction may run on a different server connection, so nothing here may rely on a session:
// @prisma/adapter-pg sends every query as an unnamed prepared statement (node-postgres names one
// only when given `name`, which no code of ours does), transactions are BEGIN..COMMIT on one
// pooled client, and our advisory locks are pg_advisory_xact_lock. Prisma's `?pgbouncer=true`
// is for its Rust engine's named statements and does nothing with this adapter. LISTEN and
// migrations use DIRECT_DATABASE_URL instead.
/** The pool's settings, for the app's client and for tests that hold the same pool to a dead server. */
export function poolConfig(connectionString: string, max: number, databaseKind: "server" | "embedded" = "server"): pg.PoolConfig {
  return { connectionString, max, Client: databaseKind === "embedded" ? EmbeddedSessionClient : BoundedConnectClient };
}

function createPrismaClient() {
  // An idle connection the server closed (a restart, a failover): the pool drops it and opens a
  // new one on demand; note the outage so pages ask before rendering (middleware.ts).
  const adapter = new PrismaPg(poolConfig(env.DATABASE_URL, env.DATABASE_POOL_SIZE, env.DATABASE_KIND), {
    onPoolError: (error) => {
      if (isDatabaseUnavailable(error)) noteDatabaseUnreachable();
    },
  });
  // Outside development Prisma prints nothing itself: its "prisma:error" blocks are several
  // lines of plain text in a JSON log, and the error reaches whoever handles it, which logs it
  // once; during an outage they came once a second from the probe alone.
  const client = new PrismaClient({ adapter, log: env.NODE_ENV === "development" ? ["warn", "error"] : [] });
  const testing = env.NODE_ENV === "test";
  return client.$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        // Tests fail a chosen query through lib/db/faults.ts instead of spying on
        // whichever Prisma call the code happens to use.
        const fault = testing ? takeFault(model, operation) : null;
        try {
          if (fault) throw fault;
          const result = await query(args);
          noteDatabaseAnswered();
          return result;
        } catch (error) {
          if (!isDatabaseUnavailable(error)) {
            noteDatabaseAnswered();
            throw error;
          }
          noteDatabaseUnreachable();
          // Read by app/error.tsx: the page says the data is out of reach, not that something broke.
          if (typeof error === "object" && error !== null) Object.assign(error, { digest: DATABASE_UNAVAILABLE_DIGEST });
          throw error;
        }
      },
    },
  }) as unknown as PrismaClient;
}

// One client per process: development hot reloads, and middleware (a bundle with
// its own copy of this module), would otherwise open a second pool. The embedded
// database serves one session, so a second pool could interleave statements.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export const db = globalForPrisma.prisma ?? createPrismaClient();
if (!globalForPrisma.prisma) onShutdown("connections", () => db.$disconnect());
globalForPrisma.prisma = db;

export type Db = typeof db;
