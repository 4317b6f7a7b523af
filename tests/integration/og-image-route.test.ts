import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { GET as shareCard } from "@/app/media/og/product/[id]/[version]/route";
import { productImageVersion, productOgImagePath } from "@/lib/seo/og-image";
import { createProduct, createUser } from "@/tests/integration/factories";

// The product share card's answers (docs/decisions/rich-results.md). next/og is stubbed under Jest
// (tests/support/next-og-stub.ts); the real PNG is checked in tests/e2e/search-and-seo.spec.ts.

function get(id: string, version: string) {
  return shareCard(new Request(`http://localhost/media/og/product/${id}/${version}`), { params: Promise.resolve({ id, version }) });
}

async function product(status: "active" | "sold" | "hidden" = "active") {
  const seller = await createUser({ isSeller: true });
  const created = await createProduct(seller.id);
  return db.product.update({ where: { id: created.id }, data: { status }, select: { id: true, updatedAt: true } });
}

describe("a product's share card", () => {
  it("is a PNG kept a year at the product's current version, a sold product's too", async () => {
    for (const status of ["active", "sold"] as const) {
      const item = await product(status);
      const response = await get(item.id, productImageVersion(item.updatedAt));
      expect([response.status, response.headers.get("content-type"), response.headers.get("cache-control")]).toEqual([200, "image/png", "public, max-age=31536000, immutable"]);
    }
  });

  it("sends an older version's address on to the current one, uncached", async () => {
    const item = await product();
    const response = await get(item.id, "0");
    expect([response.status, response.headers.get("location"), response.headers.get("cache-control")]).toEqual([307, productOgImagePath(item), "no-cache"]);
  });

  it("is 404 for a hidden product, one that does not exist, a malformed id or version", async () => {
    const hidden = await product("hidden");
    const active = await product();
    for (const [id, version] of [
      [hidden.id, productImageVersion(hidden.updatedAt)],
      [randomUUID(), "0"],
      ["not-a-uuid", "0"],
      [active.id, "../x"],
      [active.id, "ABC"],
    ]) {
      const response = await get(id!, version!);
      expect({ id, version, status: response.status, cache: response.headers.get("cache-control") }).toEqual({ id, version, status: 404, cache: "no-store" });
    }
  });
});
