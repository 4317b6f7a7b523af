import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/client";
import { env } from "@/lib/env";

function createPrismaClient() {
  const adapter = new PrismaPg({ connectionString: env.DATABASE_URL, max: env.DATABASE_POOL_SIZE });
  return new PrismaClient({ adapter, log: env.NODE_ENV === "development" ? ["warn", "error"] : env.NODE_ENV === "test" ? [] : ["error"] });
}

// One client per process: development hot reloads, and middleware (a bundle with
// its own copy of this module), would otherwise open a second pool. The embedded
// database serves one session, so a second pool could interleave statements.
const globalForPrisma = globalThis as unknown as { prisma?: ReturnType<typeof createPrismaClient> };

export const db = globalForPrisma.prisma ?? createPrismaClient();
globalForPrisma.prisma = db;

export type Db = typeof db;
