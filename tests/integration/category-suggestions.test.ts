import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { signInAs, signOut } from "@/tests/support/session";
import { run } from "@/tests/support/actions";
import { createUser } from "./factories";

jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);

import { suggestCategoryAction } from "@/lib/actions/shop";

// Suggest New Category creates approved categories (see docs/decisions/category-suggestions.md), so only sellers may
// use it, a category that exists keeps the status it has, and each seller has a limit.

/** Suggestions per seller an hour (lib/rate-limit/limits.ts, categorySuggestUser). */
const HOURLY_LIMIT = 10;

const uniqueName = () => `Lab Gear ${randomUUID().slice(0, 8)}`;
const countNamed = (name: string) => db.category.count({ where: { nameKey: name.toLowerCase() } });

afterEach(() => signOut());

describe("suggesting a category", () => {
  it("a signed-in buyer who is not a seller is refused and no category is created", async () => {
    const buyer = await createUser();
    signInAs(buyer, { isSeller: false });
    const name = uniqueName();
    await expect(run(suggestCategoryAction, { name })).resolves.toMatchObject({ ok: false, message: "Only sellers can do this. Register as a seller on My shop first." });
    expect(await countNamed(name)).toBe(0);
  });

  it("the name of a category staff have not approved leaves it unapproved, and the seller cannot use it", async () => {
    const name = uniqueName();
    const hidden = await db.category.create({ data: { name, nameKey: name.toLowerCase(), status: "pending" } });
    const seller = await createUser({ isSeller: true });
    signInAs(seller, { isSeller: true });
    await expect(run(suggestCategoryAction, { name: name.toUpperCase() })).resolves.toMatchObject({ ok: false, message: "Failed to add category" });
    await expect(db.category.findUniqueOrThrow({ where: { id: hidden.id } })).resolves.toMatchObject({ status: "pending", createdById: null });
    expect(await countNamed(name)).toBe(1);
  });

  it("the name of an approved category returns it unchanged", async () => {
    const name = uniqueName();
    const existing = await db.category.create({ data: { name, nameKey: name.toLowerCase(), description: "Coats", status: "approved" } });
    const seller = await createUser({ isSeller: true });
    signInAs(seller, { isSeller: true });
    const again = await run(suggestCategoryAction, { name: ` ${name.toLowerCase()} `, description: "Something else" });
    expect(again).toMatchObject({ ok: true, data: { id: existing.id, name } });
    await expect(db.category.findUniqueOrThrow({ where: { id: existing.id } })).resolves.toMatchObject({ status: "approved", description: "Coats", createdById: null });
  });

  it("a name that leads to a category (merged or renamed away, as Books into Textbooks) selects that category and creates none", async () => {
    const name = uniqueName();
    const target = await db.category.create({ data: { name, nameKey: name.toLowerCase(), status: "approved" } });
    const former = uniqueName();
    await db.categoryFormerName.create({ data: { nameKey: former.toLowerCase(), categoryId: target.id } });
    const seller = await createUser({ isSeller: true });
    signInAs(seller, { isSeller: true });
    await expect(run(suggestCategoryAction, { name: former.toUpperCase() })).resolves.toMatchObject({ ok: true, data: { id: target.id, name } });
    expect(await countNamed(former)).toBe(0);
  });

  it("a name that led to a category staff have since hidden is suggested as a new category", async () => {
    const name = uniqueName();
    const hidden = await db.category.create({ data: { name, nameKey: name.toLowerCase(), status: "pending" } });
    const former = uniqueName();
    await db.categoryFormerName.create({ data: { nameKey: former.toLowerCase(), categoryId: hidden.id } });
    const seller = await createUser({ isSeller: true });
    signInAs(seller, { isSeller: true });
    const suggested = await run(suggestCategoryAction, { name: former });
    expect(suggested).toMatchObject({ ok: true, data: { name: former } });
    expect(suggested).not.toMatchObject({ data: { id: hidden.id } });
    expect(await countNamed(former)).toBe(1);
  });

  it("a seller may suggest 10 categories an hour; the next is refused and not created", async () => {
    const seller = await createUser({ isSeller: true });
    signInAs(seller, { isSeller: true });
    for (let i = 0; i < HOURLY_LIMIT; i++) {
      await expect(run(suggestCategoryAction, { name: uniqueName() })).resolves.toMatchObject({ ok: true });
    }
    const name = uniqueName();
    await expect(run(suggestCategoryAction, { name })).resolves.toMatchObject({ ok: false, message: "Too many requests. Please try again later." });
    expect(await countNamed(name)).toBe(0);
    expect(await db.category.count({ where: { createdById: seller.id } })).toBe(HOURLY_LIMIT);
  });
});
