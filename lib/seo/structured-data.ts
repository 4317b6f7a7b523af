import { APP_NAME } from "@/lib/constants";

// schema.org blocks besides the Product (product-json-ld.ts), as Google's rich results read them;
// lib/seo/rich-results.ts checks each against the fields Google requires.

export type Crumb = { name: string; path?: string };

/** Home › Category › Product: every crumb but the page itself links (Google takes the last one's URL from the page). */
export function breadcrumbJsonLd(crumbs: Crumb[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: `${origin}${crumb.path}` } : {}),
    })),
  };
}

/** The site and its search, so a search engine can send a query straight to /search. */
export function websiteJsonLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: APP_NAME,
    url: `${origin}/home`,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

export type SellerForJsonLd = {
  id: string;
  name: string;
  description: string | null;
  campusLocation: string;
  /** A wholesaler staff verified (docs/decisions/verified-businesses.md): a business, not a student's shop. */
  verifiedBusiness: boolean;
  bannerUrl: string | null;
};

/** The seller page as a Store, or an Organization for a verified wholesaler. */
export function sellerJsonLd(seller: SellerForJsonLd, origin: string) {
  const url = `${origin}/seller/${seller.id}`;
  return {
    "@context": "https://schema.org",
    "@type": seller.verifiedBusiness ? "Organization" : "Store",
    "@id": url,
    name: seller.name,
    url,
    ...(seller.description ? { description: seller.description } : {}),
    ...(seller.bannerUrl ? { image: new URL(seller.bannerUrl, origin).toString() } : {}),
    address: { "@type": "PostalAddress", addressLocality: seller.campusLocation, addressCountry: "KE" },
  };
}

/** The products a page lists, in order, as Google's carousel reads a summary page: position and URL of each. */
export function productListJsonLd(productIds: string[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: productIds.map((id, index) => ({ "@type": "ListItem", position: index + 1, url: `${origin}/product/${id}` })),
  };
}
