import { productJsonLd, serializeJsonLd } from "@/lib/seo/product-json-ld";
import type { ProductDetail } from "@/lib/db/types";

const product: ProductDetail = {
  id: "6f320824-6fb5-58b6-acee-cb17d7ed44ac",
  name: "Casio fx-991ES Plus",
  description: null,
  price: 1800,
  originalPrice: 2600,
  condition: "like_new",
  location: "City Campus",
  imageUrl: "/demo/products/casio.webp",
  status: "sold",
  sellerId: "a652910c-f7fd-5fe2-bb22-7897042f7bf5",
  categoryId: "3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f70",
  categoryName: "Electronics",
  quantityAvailable: null,
  sellerReputation: { averageRating: null, reviewCount: 0, verifiedBusiness: false },
  createdAt: new Date(),
  updatedAt: new Date(),
  images: [],
  seller: { id: "a652910c-f7fd-5fe2-bb22-7897042f7bf5", fullName: "Otieno", campusLocation: "City Campus", shopName: "Otieno Tech Hub" },
};

describe("product JSON-LD", () => {
  it("describes the product with a KES offer, its availability and an absolute image", () => {
    const data = productJsonLd(product, "https://campus.example");
    expect(data).toMatchObject({
      "@type": "Product",
      name: "Casio fx-991ES Plus",
      image: ["https://campus.example/demo/products/casio.webp"],
      description: "No description available.",
      itemCondition: "https://schema.org/UsedCondition",
      offers: { price: "1800.00", priceCurrency: "KES", availability: "https://schema.org/SoldOut", seller: { name: "Otieno Tech Hub" } },
    });
    expect(productJsonLd({ ...product, status: "active" }, "https://campus.example").offers.availability).toBe("https://schema.org/InStock");
    expect(productJsonLd({ ...product, status: "out_of_stock" }, "https://campus.example").offers.availability).toBe("https://schema.org/OutOfStock");
  });

  it("is the whole schema.org Product: its address, id, category and seller, nothing missing", () => {
    expect(productJsonLd({ ...product, status: "active", description: "Solar, 417 functions." }, "https://campus.example")).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Casio fx-991ES Plus",
      image: ["https://campus.example/demo/products/casio.webp"],
      description: "Solar, 417 functions.",
      sku: product.id,
      category: "Electronics",
      itemCondition: "https://schema.org/UsedCondition",
      url: `https://campus.example/product/${product.id}`,
      offers: {
        "@type": "Offer",
        url: `https://campus.example/product/${product.id}`,
        price: "1800.00",
        priceCurrency: "KES",
        availability: "https://schema.org/InStock",
        seller: { "@type": "Person", name: "Otieno Tech Hub" },
      },
    });
  });

  it("a new product is new; every used condition is used", () => {
    expect(productJsonLd({ ...product, condition: "new" }, "https://campus.example").itemCondition).toBe("https://schema.org/NewCondition");
    for (const condition of ["like_new", "good", "fair"] as const) {
      expect(productJsonLd({ ...product, condition }, "https://campus.example").itemCondition).toBe("https://schema.org/UsedCondition");
    }
  });

  it("a seller without a shop is named by their full name, and a product without a photo has no image", () => {
    const data = productJsonLd({ ...product, imageUrl: null, seller: { ...product.seller, shopName: null } }, "https://campus.example");
    expect(data.offers.seller.name).toBe("Otieno");
    expect(data).not.toHaveProperty("image");
  });

  it("an image already absolute stays where it is", () => {
    expect(productJsonLd({ ...product, imageUrl: "https://cdn.example/casio.webp" }, "https://campus.example").image).toEqual(["https://cdn.example/casio.webp"]);
  });

  it("cannot be closed early by a product name", () => {
    const html = serializeJsonLd(productJsonLd({ ...product, name: "</script><script>alert(1)</script>" }, "https://campus.example"));
    expect(html).not.toContain("</script>");
    expect(JSON.parse(html).name).toBe("</script><script>alert(1)</script>");
  });
});
