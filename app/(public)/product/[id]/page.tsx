import type { Metadata } from "next";
import { AppLink } from "@/components/navigation/app-link";
import { SellerStanding } from "@/components/product/seller-standing";
import { cache } from "react";
import { getCurrentUser } from "@/lib/auth/session";
import { cachedProductDetail } from "@/lib/catalogue/public-reads";
import { categoryDisplayName, categoryPath } from "@/lib/catalogue/category-display";
import { isUuid } from "@/lib/validation/ids";
import { CONDITION_LABELS } from "@/lib/catalogue/conditions";
import { productJsonLd } from "@/lib/seo/product-json-ld";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { openGraphFor } from "@/lib/seo/open-graph";
import { OG_IMAGE_SIZE, productOgImagePath } from "@/lib/seo/og-image";
import { JsonLd } from "@/components/seo/json-ld";
import { loginPathFor } from "@/lib/routes";
import { viewerRole } from "@/lib/catalogue/viewer";
import { siteUrl } from "@/lib/site";
import { formatKes } from "@/lib/format";
import { ProductImage } from "@/components/product/product-image";
import { Price } from "@/components/product/price";
import { StatusBadge } from "@/components/product/status-badge";
import { PurchasePanel } from "@/components/product/purchase-panel";
import { ShareButton } from "@/components/product/share-button";
import { Breadcrumb } from "@/components/catalogue/breadcrumb";
import { MapPinIcon, MessageIcon } from "@/components/ui/icons";
import ProductNotFound, { metadata as notFoundMetadata } from "./not-found";
import { NotFoundScreen } from "@/components/ui/not-found-screen";
import { ReportListing } from "@/components/product/report-listing";
import { LISTING_REPORT_MESSAGES } from "@/lib/messages/listing-reports";
import { buttonClasses } from "@/components/ui/button";

type ProductPageProps = { params: Promise<{ id: string }> };

const NO_DESCRIPTION = "No description available.";

// Read once for the metadata and the page.
const loadProduct = cache(async (id: string) => (isUuid(id) ? cachedProductDetail(id) : null));

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const product = await loadProduct((await params).id);
  if (!product) return notFoundMetadata;
  // A hidden listing says nothing of itself: no description, image or price to share or index.
  if (product.status === "hidden") return { title: LISTING_REPORT_MESSAGES.unavailableTitle, robots: { index: false } };
  const description = `${formatKes(product.price)} · ${CONDITION_LABELS[product.condition]} · ${product.location}. ${product.description ?? ""}`.trim().slice(0, 160);
  // The card drawn for this version of the product (docs/decisions/rich-results.md).
  const image = { url: productOgImagePath(product), ...OG_IMAGE_SIZE, alt: `${product.name}, ${formatKes(product.price)}` };
  return {
    title: product.name,
    description,
    alternates: { canonical: `/product/${product.id}` },
    openGraph: openGraphFor({ title: product.name, description, url: `/product/${product.id}`, images: [image] }),
    twitter: { card: "summary_large_image", title: product.name, description, images: [image] },
  };
}

export default async function ProductPage({ params }: ProductPageProps) {
  const { id } = await params;
  const [product, user] = await Promise.all([loadProduct(id), getCurrentUser()]);
  // Drawn here rather than through notFound(), whose screen Next.js renders only
  // in the browser; middleware sets the 404 (lib/catalogue/record-pages.ts).
  if (!product) return <ProductNotFound />;
  // Hidden by staff or by reports (docs/decisions/listing-reports.md): unavailable to everyone,
  // its seller included (they see it in My shop); middleware answers 404 (productExists).
  if (product.status === "hidden") {
    return <NotFoundScreen title={LISTING_REPORT_MESSAGES.unavailableTitle} text={LISTING_REPORT_MESSAGES.unavailableText} href="/studentmarketplace" linkLabel="Back to Marketplace" />;
  }

  const viewer = viewerRole(user?.id, product.sellerId);
  const sellerName = product.seller.shopName ?? product.seller.fullName;
  // A visitor signs in first and comes back to the conversation itself.
  const conversationPath = `/profile?tab=messages&to=${product.sellerId}&product=${product.id}`;
  const messageHref = viewer === "visitor" ? loginPathFor(conversationPath) : conversationPath;
  const unavailable = product.status !== "active";

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:px-6 md:py-10">
      <JsonLd data={productJsonLd(product, siteUrl())} />
      <JsonLd
        data={breadcrumbJsonLd(
          [
            { name: "Home", path: "/home" },
            { name: categoryDisplayName(product.categoryName), path: categoryPath(product.categoryName) },
            { name: product.name },
          ],
          siteUrl(),
        )}
      />
      <Breadcrumb
        className="mb-4"
        items={[
          { label: "Marketplace", href: "/studentmarketplace" },
          { label: categoryDisplayName(product.categoryName), href: categoryPath(product.categoryName) },
        ]}
      />

      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <div className="flex flex-col gap-3">
          {unavailable ? (
            <p
              role="status"
              className={`rounded-lg px-4 py-3 text-center font-semibold ${
                product.status === "sold" ? "bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900" : "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50"
              }`}
            >
              {product.status === "sold" ? "Sold" : "Out of Stock"}
            </p>
          ) : null}
          <div className="relative aspect-square overflow-hidden rounded-2xl bg-slate-100 dark:bg-slate-800">
            <ProductImage src={product.imageUrl} alt={product.name} sizes="(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw" priority />
          </div>
        </div>

        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <AppLink
                href={categoryPath(product.categoryName)}
                className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-900 hover:bg-brand-100 dark:bg-brand-950 dark:text-brand-200"
              >
                {categoryDisplayName(product.categoryName)}
              </AppLink>
              <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">{CONDITION_LABELS[product.condition]}</span>
              <StatusBadge status={product.status} />
            </div>
            <h1 className="text-2xl font-bold md:text-3xl">{product.name}</h1>
            <Price price={product.price} originalPrice={product.originalPrice} size="lg" />
            <p className="flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
              <MapPinIcon width={16} height={16} />
              {product.location}
            </p>
          </div>

          <PurchasePanel product={{ id: product.id, name: product.name, status: product.status }} viewer={viewer} />

          <section aria-labelledby="description-heading" className="flex flex-col gap-2">
            <h2 id="description-heading" className="font-semibold">
              Description
            </h2>
            <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">{product.description || NO_DESCRIPTION}</p>
          </section>

          <section aria-labelledby="seller-heading" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <h2 id="seller-heading" className="text-sm font-semibold text-slate-600 dark:text-slate-400">
              Seller
            </h2>
            <AppLink href={`/seller/${product.sellerId}`} className="group flex items-center gap-3">
              <span aria-hidden="true" className="inline-flex size-11 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900 dark:bg-brand-900 dark:text-brand-100">
                {sellerName.charAt(0).toUpperCase()}
              </span>
              <span className="flex flex-col">
                <span className="font-semibold group-hover:underline">{sellerName}</span>
                <span className="text-sm text-slate-600 dark:text-slate-400">{product.seller.campusLocation}</span>
              </span>
            </AppLink>
            <SellerStanding reputation={product.sellerReputation} />
            <div className="flex flex-wrap gap-2">
              {viewer !== "owner" ? (
                <AppLink href={messageHref} className={buttonClasses({ variant: "secondary", size: "sm" })}>
                  <MessageIcon width={18} height={18} />
                  Message Seller
                </AppLink>
              ) : null}
              <ShareButton path={`/product/${product.id}`} />
              {viewer !== "owner" ? <ReportListing productId={product.id} productName={product.name} signedIn={viewer === "buyer"} /> : null}
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
