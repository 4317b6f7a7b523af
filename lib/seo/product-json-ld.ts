import type { ProductDetail } from "@/lib/db/types";

const AVAILABILITY = {
  active: "https://schema.org/InStock",
  sold: "https://schema.org/SoldOut",
  out_of_stock: "https://schema.org/OutOfStock",
  hidden: "https://schema.org/Discontinued",
} as const;

/** schema.org Product for a product page, so search engines show name, price in KES and availability. */
export function productJsonLd(product: ProductDetail, origin: string) {
  const url = `${origin}/product/${product.id}`;
  const image = product.imageUrl ? new URL(product.imageUrl, origin).toString() : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    ...(image ? { image: [image] } : {}),
    description: product.description || "No description available.",
    sku: product.id,
    category: product.categoryName,
    itemCondition: product.condition === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition",
    url,
    offers: {
      "@type": "Offer",
      url,
      price: product.price.toFixed(2),
      priceCurrency: "KES",
      availability: AVAILABILITY[product.status],
      seller: { "@type": "Person", name: product.seller.shopName ?? product.seller.fullName },
    },
  };
}

/** JSON for a <script> element: "<" escaped so a product name cannot close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
