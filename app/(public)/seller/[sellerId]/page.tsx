import type { Metadata } from "next";
import Image from "next/image";
import { PictureFrame } from "@/components/ui/picture-frame";
import { AppLink } from "@/components/navigation/app-link";
import { cache } from "react";
import { getCurrentUser } from "@/lib/auth/session";
import type { ProductPage } from "@/lib/db/types";
import { cachedSellerPage } from "@/lib/catalogue/public-reads";
import { getSessionViewer } from "@/lib/db/users";
import { FollowButton } from "@/components/shop/follow-button";
import { ProBadge } from "@/components/shop/pro-badge";
import { CompactRating, VerifiedBusinessBadge } from "@/components/product/seller-standing";
import { ReplyTime } from "@/components/shop/reply-time";
import { SellerReviews } from "@/components/reviews/seller-reviews";
import { parseReviewsPage } from "@/lib/validation/reviews";
import { ShopHoursAndPolicies } from "@/components/shop/shop-hours-and-policies";
import { isUuid } from "@/lib/validation/ids";
import { loginPathFor } from "@/lib/routes";
import { viewerRole } from "@/lib/catalogue/viewer";
import { parsePage, type SearchParams } from "@/lib/validation/catalogue";
import { ProductFeed } from "@/components/catalogue/product-feed";
import { ListMessage } from "@/components/catalogue/empty-state";
import { MailIcon, MapPinIcon, MessageIcon, TruckIcon } from "@/components/ui/icons";
import SellerNotFound, { metadata as notFoundMetadata } from "./not-found";
import { buttonClasses } from "@/components/ui/button";
import { JsonLd } from "@/components/seo/json-ld";
import { openGraphFor } from "@/lib/seo/open-graph";
import { productListJsonLd, sellerJsonLd } from "@/lib/seo/structured-data";
import { siteUrl } from "@/lib/site";

type SellerPageProps = { params: Promise<{ sellerId: string }>; searchParams: Promise<SearchParams> };

// The seller, their page of products and their page of reviews in one read, once per request:
// the metadata, the header, the product list and the Reviews section share it.
const loadSellerPage = cache(async (id: string, page: number, reviewsPage: number) => (isUuid(id) ? cachedSellerPage(id, page, reviewsPage) : null));

export async function generateMetadata({ params, searchParams }: SellerPageProps): Promise<Metadata> {
  const query = await searchParams;
  const seller = (await loadSellerPage((await params).sellerId, parsePage(query), parseReviewsPage(query)))?.seller;
  if (!seller) return notFoundMetadata;
  const name = seller.shop?.shopName ?? seller.fullName;
  const description = (seller.shop?.description ?? `${name} sells to students at ${seller.campusLocation}.`).slice(0, 160);
  return {
    title: name,
    description,
    alternates: { canonical: `/seller/${seller.id}` },
    openGraph: openGraphFor({ title: name, description, url: `/seller/${seller.id}`, images: seller.shop?.bannerUrl ? [seller.shop.bannerUrl] : undefined }),
  };
}

export default async function SellerPage({ params, searchParams }: SellerPageProps) {
  const { sellerId } = await params;
  const query = await searchParams;
  const page = parsePage(query);
  const reviewsPage = parseReviewsPage(query);
  const [sellerPage, user] = await Promise.all([loadSellerPage(sellerId, page, reviewsPage), getCurrentUser()]);
  const seller = sellerPage?.seller;
  // Drawn here rather than through notFound(), whose screen Next.js renders only
  // in the browser; middleware sets the 404 (lib/catalogue/record-pages.ts).
  if (!seller) return <SellerNotFound />;
  const name = seller.shop?.shopName ?? seller.fullName;
  const viewer = viewerRole(user?.id, seller.id);
  // A seller does not follow their own shop; a visitor's Follow asks them to log in.
  const canFollow = Boolean(seller.shop) && viewer !== "owner";
  // Read with the session (getSessionViewer, cached for the request), not by a query of its own.
  const following = canFollow && user ? Boolean((await getSessionViewer(user.id))?.followedShopIds.includes(seller.id)) : false;

  return (
    <div className="mx-auto max-w-7xl px-4 pb-10 md:px-6">
      <JsonLd
        data={sellerJsonLd(
          {
            id: seller.id,
            name,
            description: seller.shop?.description ?? null,
            campusLocation: seller.campusLocation,
            verifiedBusiness: seller.reputation.verifiedBusiness,
            bannerUrl: seller.shop?.bannerUrl ?? null,
          },
          siteUrl(),
        )}
      />
      {sellerPage.products.products.length > 0 ? <JsonLd data={productListJsonLd(sellerPage.products.products.map((product) => product.id), siteUrl())} /> : null}
      <div className="relative -mx-4 h-40 overflow-hidden bg-gradient-to-br from-brand-700 to-brand-900 md:mx-0 md:mt-6 md:h-56 md:rounded-2xl">
        {seller.shop?.bannerUrl ? (
          <PictureFrame>
            <Image src={seller.shop.bannerUrl} alt="" fill loading="eager" fetchPriority="high" sizes="(min-width: 1280px) 1232px, 100vw" className="object-cover" />
          </PictureFrame>
        ) : null}
      </div>
      <section className="relative -mt-10 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:mx-6 md:-mt-14 md:flex-row md:items-start md:justify-between md:p-6 dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold md:text-3xl">{name}</h1>
            {seller.isPro ? <ProBadge /> : null}
            {seller.reputation.verifiedBusiness ? <VerifiedBusinessBadge /> : null}
          </div>
          {seller.reputation.reviewCount > 0 ? (
            <a href="#reviews" className="w-fit rounded hover:underline">
              <CompactRating averageRating={seller.reputation.averageRating} reviewCount={seller.reputation.reviewCount} />
            </a>
          ) : null}
          {seller.shop?.shopName && seller.shop.shopName !== seller.fullName ? <p className="text-sm text-slate-600 dark:text-slate-400">by {seller.fullName}</p> : null}
          <p className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300">
            <MapPinIcon width={16} height={16} />
            {seller.campusLocation}
          </p>
          <ReplyTime replies={seller.reputation.replies} />
          {seller.shop?.description ? <p className="max-w-2xl text-slate-700 dark:text-slate-300">{seller.shop.description}</p> : null}
          <div className="flex flex-wrap gap-2 text-sm">
            {seller.shop?.offersDelivery ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-900 dark:bg-brand-950 dark:text-brand-200">
                <TruckIcon width={16} height={16} />
                Offers delivery
              </span>
            ) : null}
            {seller.shop?.preferredContact ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                <MessageIcon width={16} height={16} />
                Preferred contact: {seller.shop.preferredContact}
              </span>
            ) : null}
          </div>
        </div>
        <div className="flex flex-col items-start gap-3 text-sm md:items-end">
          {canFollow ? <FollowButton shopId={seller.id} following={following} signedIn={viewer !== "visitor"} /> : null}
          {/* The address is for signed-in students only: public pages are read by crawlers and spammers too. */}
          {viewer !== "visitor" ? (
            <a href={`mailto:${seller.email}`} className={buttonClasses({ variant: "link" })}>
              <MailIcon width={16} height={16} />
              {seller.email}
            </a>
          ) : (
            <AppLink href={loginPathFor(`/seller/${seller.id}`)} className={buttonClasses({ variant: "link" })}>
              <MailIcon width={16} height={16} />
              Log in to see the email
            </AppLink>
          )}
        </div>
      </section>
      {seller.shop ? <ShopHoursAndPolicies businessHours={seller.shop.businessHours} policies={seller.shop.policies} /> : null}

      <h2 className="mt-8 mb-4 text-xl font-bold">Products</h2>
      <SellerProducts sellerId={seller.id} page={page} viewerId={user?.id ?? null} result={sellerPage.products} />
      <SellerReviews
        sellerId={seller.id}
        sellerName={name}
        reputation={seller.reputation}
        reviews={sellerPage.reviews}
        page={reviewsPage}
        productsPage={page}
        // Drawn per viewer, never cached: the seller answers their reviews, staff hide any.
        controls={{ answer: viewer === "owner", hide: Boolean(user?.isStaff) && viewer !== "owner" }}
      />
    </div>
  );
}

function SellerProducts({ sellerId, page, viewerId, result }: { sellerId: string; page: number; viewerId: string | null; result: ProductPage }) {
  if (result.products.length === 0) return <ListMessage title="This seller has no active products at the moment." />;
  return (
    <ProductFeed
      label="Seller's products"
      products={result.products}
      page={page}
      hasMore={result.hasMore}
      more={{ kind: "seller", sellerId }}
      nextPageHref={`/seller/${sellerId}?page=${page + 1}`}
      viewerId={viewerId}
    />
  );
}
