import "server-only";
import { db } from "./client";
import { generateAccessCodes } from "@/lib/access-codes/generate";

// The page shows the newest codes; staff generate at most 50 at a time, so the
// last 500 cover any real use without an unbounded read.
const LIST_LIMIT = 500;

export function listAccessCodes() {
  return db.wholesalerCode.findMany({
    orderBy: { createdAt: "desc" },
    take: LIST_LIMIT,
    select: { code: true, isUsed: true, usedByEmail: true, createdAt: true, usedAt: true },
  });
}

/** Creates `count` new codes; a clash with an existing code (1 in 2^40) is simply drawn again. */
export async function createAccessCodes(count: number, creator: { id: string; email: string }): Promise<number> {
  let created = 0;
  for (let round = 0; created < count && round < 5; round += 1) {
    const result = await db.wholesalerCode.createMany({
      data: generateAccessCodes(count - created).map((code) => ({ code, createdById: creator.id, creatorEmail: creator.email })),
      skipDuplicates: true,
    });
    created += result.count;
  }
  return created;
}

/**
 * Marks a code used by this account. One conditional update: of any number of
 * simultaneous claims, exactly one finds it unused (D4).
 */
export async function claimAccessCode(code: string, claimant: { email: string; userId: string }): Promise<boolean> {
  const normalized = code.trim().toUpperCase();
  if (normalized.length === 0 || normalized.length > 8) return false;
  const result = await db.wholesalerCode.updateMany({
    where: { code: normalized, isUsed: false },
    data: { isUsed: true, usedByEmail: claimant.email, usedById: claimant.userId, usedAt: new Date() },
  });
  return result.count === 1;
}
