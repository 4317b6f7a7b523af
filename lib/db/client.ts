import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/client";
import { env } from "@/lib/env";
import { onShutdown } from "@/lib/lifecycle/shutdown.mjs";
import { takeFault } from "./faults";

function createPrismaClient() {
  const adapter = new PrismaPg({ connectionString: env.DATABASE_URL, max: env.DATABASE_POOL_SIZE });
  const client = new PrismaClient({ adapter, log: env.NODE_ENV === "development" ? ["warn", "error"] : env.NODE_ENV === "test" ? [] : ["error"] });
  if (env.NODE_ENV !== "test") return client;
  // Tests fail a chosen query through lib/db/faults.ts instead of spying on
  // whichever Prisma call the code happens to use.
  return client.$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        const fault = takeFault(model, operation);
        if (fault) throw fault;
        return query(args);
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
