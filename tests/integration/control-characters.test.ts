import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { session, signInAs, signOut } from "@/tests/support/session";
import { run } from "@/tests/support/actions";
import { createCategory, createProduct, createUser } from "./factories";

jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);

import { loadMoreProductsAction } from "@/lib/actions/catalogue";
import { POST as addProduct } from "@/app/api/seller/products/route";

// Control characters are stripped from every text input by the shared zod
// fields, so a NUL byte (which PostgreSQL refuses in text) never reaches a query or a row.

const unique = () => randomUUID().slice(0, 8);

afterEach(() => signOut());

describe("load more with control characters", () => {
  it("a search's next page with a NUL byte answers as the search without it", async () => {
    const seller = await createUser({ isSeller: true });
    const category = await createCategory(`Cat ${unique()}`);
    const word = `zq${unique().replace(/[^a-z]/g, "x")}`;
    for (let i = 0; i < 26; i++) await createProduct(seller.id, { categoryId: category.id, name: `${word} lamp ${i}` });

    const result = await run(loadMoreProductsAction, { kind: "search", q: `${word.slice(0, 3)}\u0000${word.slice(3)}`, page: 2 });
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.data?.products.length).toBe(2);
  });

  it("a category's next page with control characters in its name and filters does not fail", async () => {
    const result = await run(loadMoreProductsAction, { kind: "category", category: "Text\u0000books", query: "location=Main%00Campus&condition=new%00", page: 2 });
    expect(result).toMatchObject({ ok: true });
  });
});

describe("stored text", () => {
  it("a product's name and description are saved without control characters; the description keeps its lines", async () => {
    const seller = await createUser({ isSeller: true });
    signInAs(seller, { isSeller: true });
    const category = await createCategory(`Cat ${unique()}`);
    const form = new FormData();
    form.set("name", "Casio\u0000 fx-991ES\u001b[31m");
    form.set("price", "1800");
    form.set("description", "Works.\r\n\tSolar\u0007 and battery.\u0000");
    form.set("categoryId", category.id);
    form.set("condition", "good");
    const draft = new Request("http://localhost/api/seller/products", { method: "POST", body: form });
    const body = await draft.arrayBuffer();
    const response = await addProduct(
      new Request(draft.url, { method: "POST", body, headers: { "content-type": draft.headers.get("content-type")!, "content-length": String(body.byteLength) } }),
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: string } };
    await expect(db.product.findUniqueOrThrow({ where: { id: data.id } })).resolves.toMatchObject({
      name: "Casio fx-991ES[31m",
      description: "Works.\n\tSolar and battery.",
    });
    expect(session.user?.id).toBe(seller.id);
  });
});
