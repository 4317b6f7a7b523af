import { publicRoute } from "@/lib/api/route";
import { renderUrlset } from "@/lib/seo/sitemap-files";
import { sitemapFileEntries } from "@/lib/seo/sitemap";
import { siteUrl } from "@/lib/site";

// One file of the sitemap index: /sitemap/pages.xml, /sitemap/sellers-0-of-1.xml,
// /sitemap/products-3-of-25.xml. Anything else is 404.
export const dynamic = "force-dynamic";

export const GET = publicRoute<{ file: string }>().handle(async ({ params }) => {
  const entries = await sitemapFileEntries(params.file, siteUrl());
  if (!entries) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(renderUrlset(entries), {
    headers: { "Content-Type": "application/xml", "Cache-Control": "public, max-age=0, must-revalidate" },
  });
});
