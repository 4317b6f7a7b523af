import { publicRoute } from "@/lib/api/route";
import { renderSitemapIndex } from "@/lib/seo/sitemap-files";
import { sitemapIndexLocations } from "@/lib/seo/sitemap";
import { siteUrl } from "@/lib/site";

// The sitemap index: one file stops at 50,000 addresses, so this names the files
// of app/sitemap/[file]. Route handlers rather than Next.js's generateSitemaps, which serves no
// index and asks for its list of files at build time, when there may be no database.
// robots.txt points here. Built per request, so new listings appear at once.
export const dynamic = "force-dynamic";

export const GET = publicRoute().handle(async () => {
  return new Response(renderSitemapIndex(await sitemapIndexLocations(siteUrl())), {
    headers: { "Content-Type": "application/xml", "Cache-Control": "public, max-age=0, must-revalidate" },
  });
});
