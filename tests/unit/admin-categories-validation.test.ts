import { randomUUID } from "node:crypto";
import { categoryNameSchema, hideCategorySchema, mergeCategoriesSchema, renameCategorySchema, showCategorySchema } from "@/lib/validation/admin-categories";
import { ADMIN_CATEGORY_MESSAGES as M } from "@/lib/messages/admin-categories";

// Staff's category changes: what the server refuses before it looks at
// the database. A category's address is its name or its id, and "all" is All Products.

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("a category's new name", () => {
  it("a plain name is kept as typed, trimmed", () => {
    expect(categoryNameSchema.parse("  Lab Coats ")).toBe("Lab Coats");
  });

  it.each(["all", "ALL", "All"])("'%s' is refused: it is All Products' address", (name) => {
    expect(messagesOf(categoryNameSchema.safeParse(name))).toEqual([`: ${M.nameReserved}`]);
  });

  it("a name that reads as an id is refused: the address would find the category by id instead", () => {
    expect(messagesOf(categoryNameSchema.safeParse(randomUUID()))).toEqual([`: ${M.nameLooksLikeId}`]);
  });

  it("a name that only contains 'all' is fine", () => {
    expect(categoryNameSchema.safeParse("Football").success).toBe(true);
  });

  it("an empty name is refused by the suggestion form's own rule", () => {
    expect(categoryNameSchema.safeParse("   ").success).toBe(false);
  });
});

describe("the category a change names", () => {
  it.each([
    ["rename", renameCategorySchema, { name: "Lab coats" }],
    ["hide", hideCategorySchema, {}],
    ["show", showCategorySchema, {}],
  ] as const)("%s needs a category id, and says 'not found' for anything else", (_label, schema, rest) => {
    expect(schema.safeParse({ categoryId: randomUUID(), ...rest }).success).toBe(true);
    expect(messagesOf(schema.safeParse({ categoryId: "Books", ...rest }))).toEqual([`categoryId: ${M.notFound}`]);
  });

  it("rename checks the new name as well as the id", () => {
    expect(messagesOf(renameCategorySchema.safeParse({ categoryId: randomUUID(), name: "all" }))).toEqual([`name: ${M.nameReserved}`]);
  });
});

describe("a merge", () => {
  it("moves one category into another", () => {
    const ids = { sourceId: randomUUID(), targetId: randomUUID() };
    expect(mergeCategoriesSchema.parse(ids)).toEqual(ids);
  });

  it("into itself is refused, next to the target field", () => {
    const id = randomUUID();
    expect(messagesOf(mergeCategoriesSchema.safeParse({ sourceId: id, targetId: id }))).toEqual([`targetId: ${M.mergeIntoItself}`]);
  });

  it("without a target says to choose one; an unknown source says not found", () => {
    expect(messagesOf(mergeCategoriesSchema.safeParse({ sourceId: randomUUID(), targetId: "" }))).toEqual([`targetId: ${M.mergeTargetRequired}`]);
    expect(messagesOf(mergeCategoriesSchema.safeParse({ sourceId: "x", targetId: randomUUID() }))).toEqual([`sourceId: ${M.notFound}`]);
  });
});
