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

function normalizeCode(code: string): string | null {
  const normalized = code.trim().toUpperCase();
  return normalized.length === 0 || normalized.length > 8 ? null : normalized;
}

/**
 * Marks a code used by this email (and account, once it exists). One conditional update:
 * of any number of simultaneous claims, exactly one finds it unused (see docs/decisions/staff.md).
 */
export async function claimAccessCode(code: string, claimant: { email: string; userId?: string }): Promise<boolean> {
  const normalized = normalizeCode(code);
  if (!normalized) return false;
  const result = await db.wholesalerCode.updateMany({
    where: { code: normalized, isUsed: false },
    data: { isUsed: true, usedByEmail: claimant.email, usedById: claimant.userId ?? null, usedAt: new Date() },
  });
  return result.count === 1;
}

/** Whether `code` exists and is unused, without claiming it (a sign-up's check before it is counted). */
export async function isAccessCodeFree(code: string): Promise<boolean> {
  const normalized = normalizeCode(code);
  if (!normalized) return false;
  return (await db.wholesalerCode.count({ where: { code: normalized, isUsed: false } })) === 1;
}

/** Hands back a code claimed by `email` for an account that was then not created. */
export async function releaseAccessCode(code: string, email: string): Promise<void> {
  const normalized = normalizeCode(code);
  if (!normalized) return;
  await db.wholesalerCode.updateMany({
    where: { code: normalized, usedByEmail: email, usedById: null },
    data: { isUsed: false, usedByEmail: null, usedAt: null },
  });
}

/** Records which account a code claimed by `email` went to, once the account exists. */
export async function assignAccessCode(code: string, claimant: { email: string; userId: string }): Promise<void> {
  const normalized = normalizeCode(code);
  if (!normalized) return;
  await db.wholesalerCode.updateMany({ where: { code: normalized, usedByEmail: claimant.email, usedById: null }, data: { usedById: claimant.userId } });
}
