import Image from "next/image";
import { PictureFrame } from "@/components/ui/picture-frame";
import { AppLink } from "@/components/navigation/app-link";
import type { FeaturedShop } from "@/lib/db/types";
import { formatKes } from "@/lib/format";
import { ProductImage } from "@/components/product/product-image";
import { ProBadge } from "@/components/shop/pro-badge";
import { CATALOGUE_MESSAGES } from "@/lib/messages/catalogue";
import { ChevronRightIcon } from "@/components/ui/icons";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";

type FeaturedShopsProps = { shops: FeaturedShop[] } | { error: string };

/** The landing page's shops (Pro Sellers' first; see docs/decisions/subscription.md), each with up to 3 of its products. */
export function FeaturedShops(props: FeaturedShopsProps) {
  return (
    <section aria-labelledby="featured-shops-heading" className="mx-auto max-w-7xl px-5 pt-10 md:px-6">
      <div className="flex items-end justify-between gap-3">
        <h2 id="featured-shops-heading" className="text-xl font-bold md:text-2xl">
          Featured Shops
        </h2>
        <AppLink href="/studentmarketplace" className={buttonClasses({ variant: "link", size: "sm" })}>
          See everything
        </AppLink>
      </div>
      {"error" in props ? (
        <Alert tone="error" className="mt-5">
          {CATALOGUE_MESSAGES.shopsLoadFailed(props.error)}
        </Alert>
      ) : props.shops.length === 0 ? (
        <p className="mt-5 text-slate-600 dark:text-slate-400">{CATALOGUE_MESSAGES.noFeaturedShops}</p>
      ) : (
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {props.shops.map((shop, index) => (
            <li key={shop.id} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
              <AppLink href={`/seller/${shop.id}`} className="group relative block h-24 bg-gradient-to-br from-brand-700 to-brand-900">
                {/* The first shop's banner is the largest thing a phone shows first (its LCP): fetched at once, not lazily. */}
                {shop.bannerUrl ? (
                  <PictureFrame>
                    <Image
                      src={shop.bannerUrl}
                      alt=""
                      fill
                      // The first shop's banner is a phone's largest paint: fetched at once.
                      loading={index === 0 ? "eager" : "lazy"}
                      fetchPriority={index === 0 ? "high" : undefined}
                      sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                      className="object-cover"
                    />
                  </PictureFrame>
                ) : null}
                {shop.pro ? <ProBadge className="absolute top-2 left-2" /> : null}
                <span className="absolute inset-x-0 bottom-0 flex items-center justify-between bg-gradient-to-t from-slate-950/80 to-transparent px-4 pt-6 pb-2 font-semibold text-white">
                  {shop.shopName}
                  <ChevronRightIcon className="transition group-hover:translate-x-0.5" />
                </span>
              </AppLink>
              {shop.description ? <p className="line-clamp-2 px-4 pt-3 text-sm text-slate-600 dark:text-slate-400">{shop.description}</p> : null}
              <ul className="grid grid-cols-3 gap-2 p-4">
                {shop.products.map((product) => (
                  <li key={product.id}>
                    <AppLink href={`/product/${product.id}`} className="group flex flex-col gap-1">
                      <span className="relative block aspect-square overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
                        <ProductImage src={product.imageUrl} alt="" sizes="(min-width: 1024px) 120px, 30vw" className="transition group-hover:scale-105" />
                        {shop.pro ? (
                          <span className="absolute top-1 left-1 rounded bg-amber-100 px-1.5 py-0.5 text-[0.6875rem] leading-none font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                            Featured
                          </span>
                        ) : null}
                      </span>
                      <span className="line-clamp-1 text-xs font-medium text-slate-800 group-hover:underline dark:text-slate-200">{product.name}</span>
                      <span className="text-xs font-semibold text-slate-900 dark:text-white">{formatKes(product.price)}</span>
                    </AppLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
