import { ImageResponse } from "next/og";
import { publicRoute } from "@/lib/api/route";
import { cachedProductDetail } from "@/lib/catalogue/public-reads";
import { formatKes } from "@/lib/format";
import { isImageVersion, OG_IMAGE_SIZE, productImageVersion, productOgImagePath } from "@/lib/seo/og-image";
import { productPhotoDataUrl } from "@/lib/seo/og-photo";
import { isUuid } from "@/lib/validation/ids";
import { ProductOgCard } from "@/components/seo/product-og-card";

// A product's Open Graph image: photo, name, price and shop on a 1200×630 PNG (docs/decisions/rich-results.md).
// Under /media so middleware (CSP, record-page 404s) leaves it alone; its address carries the
// product's version, so the answer is kept for a year and a change gets a new address.
export const GET = publicRoute<{ id: string; version: string }>().handle(async ({ params: { id, version } }) => {
  const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  if (!isUuid(id) || !isImageVersion(version)) return notFound();
  const product = await cachedProductDetail(id);
  // A hidden listing says nothing of itself (as its page): no image either.
  if (!product || product.status === "hidden") return notFound();
  if (productImageVersion(product.updatedAt) !== version) {
    // An older version's address (a link shared before the change): sent on to today's image.
    return new Response(null, { status: 307, headers: { Location: productOgImagePath(product), "Cache-Control": "no-cache" } });
  }
  const photo = await productPhotoDataUrl(product.imageUrl, OG_IMAGE_SIZE.height);
  const image = new ImageResponse(
    <ProductOgCard name={product.name} price={formatKes(product.price)} shopName={product.seller.shopName ?? product.seller.fullName} photo={photo} />,
    OG_IMAGE_SIZE,
  );
  const png = new Uint8Array(await image.arrayBuffer());
  return new Response(png, {
    headers: { "Content-Type": "image/png", "Content-Length": String(png.length), "Cache-Control": "public, max-age=31536000, immutable" },
  });
});
