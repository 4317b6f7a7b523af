import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/site";

// Crawlers see the public catalogue (see docs/decisions/public-browsing.md) and nothing of anyone's account.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: ["/", "/home", "/studentmarketplace", "/category/", "/product/", "/seller/"],
      disallow: [
        "/api/",
        "/auth",
        "/complete-profile",
        "/myshop",
        "/add-product",
        "/cart",
        "/wishlist",
        "/profile",
        "/checkout/",
        "/order-confirmation/",
        "/orders/",
        "/seller/orders/",
        "/subscription",
        "/admin/",
        "/search",
      ],
    },
    sitemap: `${siteUrl()}/sitemap.xml`,
    host: siteUrl(),
  };
}
