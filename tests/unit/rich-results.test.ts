import { jsonLdBlocks, richResultProblems, RICH_RESULT_RULES } from "@/lib/seo/rich-results";
import { breadcrumbJsonLd, productListJsonLd, sellerJsonLd, websiteJsonLd } from "@/lib/seo/structured-data";
import { productJsonLd, serializeJsonLd } from "@/lib/seo/product-json-ld";
import { openGraphFor } from "@/lib/seo/open-graph";
import { isImageVersion, productImageVersion, productOgImagePath } from "@/lib/seo/og-image";
import type { ProductDetail } from "@/lib/db/types";

const ORIGIN = "https://campus.example";

const product: ProductDetail = {
  id: "6f320824-6fb5-58b6-acee-cb17d7ed44ac",
  name: "Casio fx-991ES Plus",
  description: "Solar calculator",
  price: 1800,
  originalPrice: null,
  condition: "like_new",
  location: "City Campus",
  imageUrl: "/demo/products/casio.webp",
  status: "active",
  sellerId: "a652910c-f7fd-5fe2-bb22-7897042f7bf5",
  categoryId: "3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f70",
  categoryName: "Electronics",
  quantityAvailable: null,
  sellerReputation: { averageRating: null, reviewCount: 0, verifiedBusiness: false },
  createdAt: new Date("2026-01-01T00:00:00Z"),
  updatedAt: new Date("2026-02-03T04:05:06Z"),
  images: [],
  seller: { id: "a652910c-f7fd-5fe2-bb22-7897042f7bf5", fullName: "Otieno", campusLocation: "City Campus", shopName: "Otieno Tech Hub" },
};

const seller = { id: product.sellerId, name: "Otieno Tech Hub", description: "Calculators", campusLocation: "City Campus", verifiedBusiness: false, bannerUrl: null };

/** A copy of a block with one field (a dotted path) removed. */
function without(block: unknown, path: string): unknown {
  const copy = structuredClone(block) as Record<string, unknown>;
  const keys = path.split(".");
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  delete target[keys.at(-1)!];
  return copy;
}

describe("the blocks our pages emit have what Google requires", () => {
  it.each([
    ["Product", productJsonLd(product, ORIGIN)],
    ["BreadcrumbList (product)", breadcrumbJsonLd([{ name: "Home", path: "/home" }, { name: "Electronics", path: "/category/Electronics" }, { name: product.name }], ORIGIN)],
    ["BreadcrumbList (category)", breadcrumbJsonLd([{ name: "Home", path: "/home" }, { name: "Electronics" }], ORIGIN)],
    ["WebSite", websiteJsonLd(ORIGIN)],
    ["Store", sellerJsonLd(seller, ORIGIN)],
    ["Organization", sellerJsonLd({ ...seller, verifiedBusiness: true }, ORIGIN)],
    ["ItemList", productListJsonLd([product.id, "b8f0e7a2-1111-4c7e-8f10-2b3c4d5e6f70"], ORIGIN)],
  ])("%s", (_, block) => {
    expect(richResultProblems(block)).toEqual([]);
  });

  it("a student's shop is a Store, a verified wholesaler an Organization", () => {
    expect(sellerJsonLd(seller, ORIGIN)["@type"]).toBe("Store");
    expect(sellerJsonLd({ ...seller, verifiedBusiness: true }, ORIGIN)["@type"]).toBe("Organization");
  });

  it("the breadcrumb links every crumb but the page itself, with positions from 1", () => {
    const block = breadcrumbJsonLd([{ name: "Home", path: "/home" }, { name: "Electronics", path: "/category/Electronics" }, { name: "Casio" }], ORIGIN);
    expect(block.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/home` },
      { "@type": "ListItem", position: 2, name: "Electronics", item: `${ORIGIN}/category/Electronics` },
      { "@type": "ListItem", position: 3, name: "Casio" },
    ]);
  });

  it("the search action sends a query to /search", () => {
    expect(websiteJsonLd(ORIGIN).potentialAction.target.urlTemplate).toBe(`${ORIGIN}/search?q={search_term_string}`);
  });

  it("the product list gives each product's position and address in order", () => {
    expect(productListJsonLd(["a", "b"], ORIGIN).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, url: `${ORIGIN}/product/a` },
      { "@type": "ListItem", position: 2, url: `${ORIGIN}/product/b` },
    ]);
  });
});

describe("the validator refuses what Google would", () => {
  it.each(RICH_RESULT_RULES.Product.required)("a Product without %s", (field) => {
    expect(richResultProblems(without(productJsonLd(product, ORIGIN), field))).toContain(`Product: ${field} is required`);
  });

  it.each(RICH_RESULT_RULES.Offer.required)("an Offer without %s", (field) => {
    expect(richResultProblems(without(productJsonLd(product, ORIGIN), `offers.${field}`))).toContain(`Offer: ${field} is required`);
  });

  it("a price with its currency written in, a currency that is not a code, an availability that is not schema.org's", () => {
    const block = productJsonLd(product, ORIGIN);
    expect(richResultProblems({ ...block, offers: { ...block.offers, price: "KES 1,800" } })).toContain("Offer: price must be a number without currency or separators");
    expect(richResultProblems({ ...block, offers: { ...block.offers, priceCurrency: "Ksh" } })).toContain("Offer: priceCurrency must be an ISO 4217 code");
    expect(richResultProblems({ ...block, offers: { ...block.offers, availability: "InStock" } })).toContain("Offer: availability must be a schema.org ItemAvailability");
  });

  it("a relative product image", () => {
    expect(richResultProblems({ ...productJsonLd(product, ORIGIN), image: ["/demo/products/casio.webp"] })).toContain("Product: image[0] must be an absolute URL");
  });

  it("a breadcrumb with one crumb, a position out of order, a missing name, an unlinked middle crumb, a relative item", () => {
    const crumbs = breadcrumbJsonLd([{ name: "Home", path: "/home" }, { name: "Electronics", path: "/category/Electronics" }, { name: "Casio" }], ORIGIN);
    expect(richResultProblems(breadcrumbJsonLd([{ name: "Home", path: "/home" }], ORIGIN))).toContain("BreadcrumbList: needs at least two ListItems");
    const [home, category, page] = crumbs.itemListElement;
    expect(richResultProblems({ ...crumbs, itemListElement: [home, { ...category, position: 3 }, page] })).toContain("BreadcrumbList.itemListElement[1]: position must be 2");
    expect(richResultProblems({ ...crumbs, itemListElement: [home, { ...category, name: "" }, page] })).toContain("BreadcrumbList.itemListElement[1]: name is required");
    expect(richResultProblems({ ...crumbs, itemListElement: [home, { "@type": "ListItem", position: 2, name: "Electronics" }, page] })).toContain("BreadcrumbList.itemListElement[1]: item must be an absolute URL");
    expect(richResultProblems({ ...crumbs, itemListElement: [home, category, { ...page, item: "/product/x" }] })).toContain("BreadcrumbList.itemListElement[2]: item must be an absolute URL");
    expect(richResultProblems(without(crumbs, "itemListElement"))).toContain("BreadcrumbList: itemListElement is required");
  });

  it("a WebSite without name or url, a search target without the placeholder, a wrong query-input, an action of another type", () => {
    const site = websiteJsonLd(ORIGIN);
    expect(richResultProblems(without(site, "name"))).toContain("WebSite: name is required");
    expect(richResultProblems(without(site, "url"))).toContain("WebSite: url is required");
    expect(richResultProblems({ ...site, url: "/home" })).toContain("WebSite: url must be an absolute URL");
    const action = site.potentialAction;
    expect(richResultProblems({ ...site, potentialAction: { ...action, target: { urlTemplate: `${ORIGIN}/search?q=` } } })).toContain(
      "SearchAction: target must be an absolute URL template with {search_term_string}",
    );
    expect(richResultProblems({ ...site, potentialAction: { ...action, target: "/search?q={search_term_string}" } })).toContain(
      "SearchAction: target must be an absolute URL template with {search_term_string}",
    );
    expect(richResultProblems({ ...site, potentialAction: { ...action, "query-input": "required name=q" } })).toContain("SearchAction: query-input must name search_term_string");
    expect(richResultProblems(without(site, "potentialAction.query-input"))).toContain("SearchAction: query-input is required");
    expect(richResultProblems({ ...site, potentialAction: { ...action, "@type": "Action" } })).toContain("WebSite: potentialAction must be a SearchAction");
  });

  it("a Store without an address or name, a relative store url", () => {
    expect(richResultProblems(without(sellerJsonLd(seller, ORIGIN), "address"))).toContain("Store: address is required");
    expect(richResultProblems(without(sellerJsonLd(seller, ORIGIN), "name"))).toContain("Store: name is required");
    expect(richResultProblems({ ...sellerJsonLd(seller, ORIGIN), url: "/seller/x" })).toContain("Store: url must be an absolute URL");
    expect(richResultProblems({ ...sellerJsonLd({ ...seller, verifiedBusiness: true }, ORIGIN), url: "/seller/x" })).toContain("Organization: url must be an absolute URL");
  });

  it("an ItemList with a relative url, a position out of order, or no items", () => {
    const list = productListJsonLd(["a", "b"], ORIGIN);
    expect(richResultProblems({ ...list, itemListElement: [{ "@type": "ListItem", position: 1, url: "/product/a" }] })).toContain("ItemList.itemListElement[0]: url must be an absolute URL");
    expect(richResultProblems({ ...list, itemListElement: [...list.itemListElement].reverse() })).toContain("ItemList.itemListElement[0]: position must be 1");
    expect(richResultProblems(productListJsonLd([], ORIGIN))).toContain("ItemList: itemListElement is required");
  });

  it("a block without the schema.org context, of a type we have no rules for, or not an object", () => {
    expect(richResultProblems({ ...websiteJsonLd(ORIGIN), "@context": "https://example.org" })).toContain("@context must be https://schema.org");
    expect(richResultProblems({ "@context": "https://schema.org", "@type": "Recipe" })).toEqual(['@type "Recipe" is not one we know the rules of']);
    expect(richResultProblems([websiteJsonLd(ORIGIN)])).toEqual(["a JSON-LD block must be an object"]);
    expect(richResultProblems(null)).toEqual(["a JSON-LD block must be an object"]);
  });
});

describe("the validator's edges", () => {
  const block = productJsonLd(product, ORIGIN);
  const site = websiteJsonLd(ORIGIN);

  it("a field that is null, blank or an empty list is missing; each problem is listed once", () => {
    expect(richResultProblems({ ...block, name: null })).toEqual(["Product: name is required"]);
    expect(richResultProblems({ ...block, name: "   " })).toEqual(["Product: name is required"]);
    expect(richResultProblems({ ...block, image: [] })).toEqual(["Product: image is required"]);
    expect(richResultProblems(without(block, "image"))).toEqual(["Product: image is required"]);
    expect(richResultProblems(without(block, "offers"))).toEqual(["Product: offers is required"]);
    expect(richResultProblems({ ...block, image: `${ORIGIN}/a.webp` })).toEqual([]);
    expect(richResultProblems({ ...block, image: "/a.webp" })).toEqual(["Product: image[0] must be an absolute URL"]);
  });

  it("a price or currency with anything before or after it", () => {
    const withOffer = (offer: Record<string, unknown>) => richResultProblems({ ...block, offers: { ...block.offers, ...offer } });
    for (const price of ["1800 KES", "KES1800", "1800.", ".5"]) expect(withOffer({ price })).toEqual(["Offer: price must be a number without currency or separators"]);
    for (const price of ["1800", "1800.50", 1800]) expect(withOffer({ price })).toEqual([]);
    for (const priceCurrency of ["KESX", "XKES", "kes"]) expect(withOffer({ priceCurrency })).toEqual(["Offer: priceCurrency must be an ISO 4217 code"]);
  });

  it("a list that is not a list, or holds nothing where an item should be", () => {
    expect(richResultProblems({ ...productListJsonLd(["a"], ORIGIN), itemListElement: "a" })).toEqual([]);
    const crumbs = breadcrumbJsonLd([{ name: "Home", path: "/home" }, { name: "Casio" }], ORIGIN);
    expect(richResultProblems({ ...crumbs, itemListElement: "Home > Casio" })).toEqual(["BreadcrumbList: needs at least two ListItems"]);
    expect(() => richResultProblems({ ...productListJsonLd(["a"], ORIGIN), itemListElement: [null] })).toThrow();
  });

  it("a WebSite without a search action is fine; a search action without a target says only that", () => {
    expect(richResultProblems(without(site, "potentialAction"))).toEqual([]);
    expect(richResultProblems(without(site, "potentialAction.target"))).toEqual(["SearchAction: target is required"]);
  });

  it("schema.org's context with or without https and a slash, and nothing around it", () => {
    for (const context of ["https://schema.org", "http://schema.org", "https://schema.org/"]) expect(richResultProblems({ ...site, "@context": context })).toEqual([]);
    for (const context of ["https://schema.org/Product", "see https://schema.org", 5]) expect(richResultProblems({ ...site, "@context": context })).toEqual(["@context must be https://schema.org"]);
  });

  it("a type given as a list is not one we know", () => {
    expect(richResultProblems({ ...block, "@type": ["Product"] })).toEqual(['@type ["Product"] is not one we know the rules of']);
  });

  it("finds a block whose script tag has other attributes before and after its type", () => {
    const html = `<script id="ld" type="application/ld+json" nonce="n">${serializeJsonLd(site)}</script>`;
    expect(jsonLdBlocks(html)).toEqual([site]);
  });
});

describe("reading the blocks out of a page", () => {
  it("finds every ld+json script, parses it, and reports one that does not parse", () => {
    const html = `<head><script type="application/ld+json">${serializeJsonLd(websiteJsonLd(ORIGIN))}</script></head><body><script>var x=1</script><script type="application/ld+json">{oops</script></body>`;
    expect(jsonLdBlocks(html)).toEqual([websiteJsonLd(ORIGIN), "unparseable JSON-LD"]);
    expect(richResultProblems("unparseable JSON-LD")).toEqual(["a JSON-LD block must be an object"]);
  });

  it("a name that tries to close the script stays inside it", () => {
    const html = `<script type="application/ld+json">${serializeJsonLd({ ...websiteJsonLd(ORIGIN), name: "</script><script>alert(1)</script>" })}</script>`;
    expect(jsonLdBlocks(html)).toEqual([{ ...websiteJsonLd(ORIGIN), name: "</script><script>alert(1)</script>" }]);
  });
});

describe("Open Graph for every page", () => {
  it("keeps the site name, locale and type beside the page's own fields", () => {
    expect(openGraphFor({ title: "Casio", url: "/product/x" })).toEqual({ siteName: "Campus Market", locale: "en_KE", type: "website", title: "Casio", url: "/product/x" });
  });
});

describe("the product card's address", () => {
  it("carries the product's version, so a change gets a new address", () => {
    expect(productOgImagePath(product)).toBe(`/media/og/product/${product.id}/${product.updatedAt.getTime().toString(36)}`);
    expect(productOgImagePath({ ...product, updatedAt: new Date("2026-02-03T04:05:07Z") })).not.toBe(productOgImagePath(product));
    expect(productImageVersion("2026-02-03T04:05:06.000Z")).toBe(productImageVersion(product.updatedAt));
  });

  it("a version is what productImageVersion writes and nothing else", () => {
    expect(isImageVersion(productImageVersion(product.updatedAt))).toBe(true);
    for (const value of ["", "ABC", "../x", "1".repeat(13), "a b", "mlk3a0x0.png"]) expect(isImageVersion(value)).toBe(false);
  });
});
