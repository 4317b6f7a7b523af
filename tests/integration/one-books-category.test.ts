import { readFileSync } from "node:fs";
import path from "node:path";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { createUser } from "./factories";

// The migration that gives every database one category for books
// (docs/decisions/one-books-category.md), run again here on the databases it meets: one seeded
// before with Books beside Textbooks, one without Books, one whose Textbooks staff have hidden.
// Each case runs in a transaction that is rolled back: other test files share this database and
// its Textbooks (the seed's).

const MIGRATION = path.join(process.cwd(), "prisma/migrations/20261128090000_one_books_category/migration.sql");
/** The migration's statements, split where Prisma's pg adapter splits it: at every semicolon. */
const STATEMENTS = readFileSync(MIGRATION, "utf8")
  .split(";")
  .filter((chunk) => chunk.replace(/--.*$/gm, "").trim() !== "");

const OLD_DESCRIPTION = "Course texts, past editions and lecture companions.";
const NEW_DESCRIPTION = "Course texts, set books, novels and other reading.";

type Tx = Prisma.TransactionClient;

async function migrate(tx: Tx) {
  for (const statement of STATEMENTS) await tx.$executeRawUnsafe(statement);
}

class RolledBack extends Error {}

async function rolledBack(body: (tx: Tx) => Promise<void>) {
  await expect(
    db.$transaction(
      async (tx) => {
        await body(tx);
        throw new RolledBack();
      },
      { timeout: 30_000 },
    ),
  ).rejects.toBeInstanceOf(RolledBack);
}

/** Textbooks as the demo made it before, whether or not this database has it yet. */
function textbooks(tx: Tx, status: "approved" | "pending" = "approved") {
  return tx.category.upsert({
    where: { nameKey: "textbooks" },
    create: { name: "Textbooks", nameKey: "textbooks", description: OLD_DESCRIPTION, status },
    update: { description: OLD_DESCRIPTION, status },
  });
}

const listing = (tx: Tx, sellerId: string, categoryId: string, name: string, status: "active" | "sold" = "active") =>
  tx.product.create({ data: { name, price: 400, categoryId, sellerId, status } });

describe("the one-books-category migration", () => {
  it("has statements to run", () => {
    expect(STATEMENTS.length).toBeGreaterThanOrEqual(4);
  });

  it("merges Books into Textbooks: its listings move, its names lead there, it is deleted, and Textbooks says novels belong there", async () => {
    const seller = await createUser({ isSeller: true });
    await rolledBack(async (tx) => {
      const target = await textbooks(tx);
      const books = await tx.category.create({ data: { name: "Books", nameKey: "books", description: "Novels and general reading.", status: "approved" } });
      await tx.categoryFormerName.create({ data: { nameKey: "novels", categoryId: books.id } });
      const novel = await listing(tx, seller.id, books.id, "Things Fall Apart");
      const sold = await listing(tx, seller.id, books.id, "The River Between", "sold");
      const text = await listing(tx, seller.id, target.id, "Calculus");
      const activeBefore = (await tx.categoryActiveCount.findUnique({ where: { categoryId: target.id } }))?.active ?? 0;

      await migrate(tx);

      expect(await tx.category.findUnique({ where: { nameKey: "books" } })).toBeNull();
      const moved = await tx.product.findMany({ where: { id: { in: [novel.id, sold.id, text.id] } }, select: { categoryId: true } });
      expect(moved.map((product) => product.categoryId)).toEqual([target.id, target.id, target.id]);
      const leading = await tx.categoryFormerName.findMany({ where: { nameKey: { in: ["books", "novels"] } }, orderBy: { nameKey: "asc" } });
      expect(leading.map((row) => [row.nameKey, row.categoryId])).toEqual([
        ["books", target.id],
        ["novels", target.id],
      ]);
      expect(await tx.category.findUniqueOrThrow({ where: { id: target.id } })).toMatchObject({ name: "Textbooks", status: "approved", description: NEW_DESCRIPTION });
      // The kept count of active listings follows the move (the novel, not the sold one).
      expect((await tx.categoryActiveCount.findUniqueOrThrow({ where: { categoryId: target.id } })).active).toBe(activeBefore + 1);

      // Run again (a database migrated twice, or merged by staff before): nothing more changes.
      await migrate(tx);
      expect(await tx.product.count({ where: { id: { in: [novel.id, sold.id, text.id] }, categoryId: target.id } })).toBe(3);
    });
  });

  it("leaves a database without a Books category as it is", async () => {
    await rolledBack(async (tx) => {
      await textbooks(tx);
      await tx.category.updateMany({ where: { nameKey: "textbooks" }, data: { description: "Staff's own words." } });
      const snapshot = () =>
        Promise.all([
          tx.category.findMany({ orderBy: { id: "asc" }, select: { id: true, name: true, status: true, description: true } }),
          tx.categoryFormerName.findMany({ orderBy: { nameKey: "asc" }, select: { nameKey: true, categoryId: true } }),
          tx.$queryRaw<Array<{ digest: string }>>`SELECT md5(coalesce(string_agg(id::text || category_id::text, ',' ORDER BY id), '')) AS digest FROM products`,
        ]);
      const before = await snapshot();
      await migrate(tx);
      expect(await snapshot()).toEqual(before);
    });
  });

  it("leaves Books alone where staff have hidden Textbooks", async () => {
    const seller = await createUser({ isSeller: true });
    await rolledBack(async (tx) => {
      await textbooks(tx, "pending");
      const books = await tx.category.create({ data: { name: "Books", nameKey: "books", status: "approved" } });
      const novel = await listing(tx, seller.id, books.id, "Atomic Habits");
      const leadingBefore = await tx.categoryFormerName.findMany({ orderBy: { nameKey: "asc" } });
      await migrate(tx);
      expect(await tx.category.findUnique({ where: { id: books.id } })).not.toBeNull();
      expect((await tx.product.findUniqueOrThrow({ where: { id: novel.id } })).categoryId).toBe(books.id);
      expect(await tx.categoryFormerName.findMany({ orderBy: { nameKey: "asc" } })).toEqual(leadingBefore);
    });
  });
});
