import { logger } from "@/lib/log/logger.mjs";
import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { listApprovedCategories } from "@/lib/db/categories";
import { listOwnProducts } from "@/lib/db/seller-products";
import { getOwnShop, getShopStats } from "@/lib/db/shops";
import { MyShopWorkspace } from "@/components/shop/my-shop-workspace";
import { BecomeSeller } from "@/components/shop/become-seller";
import { SHOP_MESSAGES } from "@/lib/messages/shop";
import { LoadFailedToast } from "@/components/ui/load-failed-toast";
import { getSellerEarningsTotals, listSellerEarnings } from "@/lib/db/earnings";
import { readEarningsCursor } from "@/lib/orders/earnings";
import { EarningsPanel } from "@/components/shop/earnings-panel";
import { EARNINGS_MESSAGES } from "@/lib/messages/earnings";

export const metadata: Metadata = { title: "My shop", robots: { index: false } };

type MyShopPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function MyShopPage({ searchParams }: MyShopPageProps) {
  const user = await requireUser();
  if (!user.isSeller) return <BecomeSeller />;
  // ?tab=earnings opens Earnings; &after=<cursor> shows the sales older than that one.
  const params = await searchParams;
  const earningsAfter = readEarningsCursor(params.after);
  const initialTab = params.tab === "earnings" ? "earnings" : undefined;

  const [shop, products, categories, stats, earnings] = await Promise.all([
    getOwnShop(user.id),
    listOwnProducts(user.id),
    listApprovedCategories(),
    // A failed stats read shows zeros and the spec's notice rather than no page at all.
    getShopStats(user.id).catch((error: unknown) => {
      logger.error({ err: error }, "shop stats failed");
      return null;
    }),
    Promise.all([listSellerEarnings(user.id, { after: earningsAfter }), getSellerEarningsTotals(user.id, new Date())]).catch((error: unknown) => {
      logger.error({ err: error }, "seller earnings failed");
      return null;
    }),
  ]);

  return (
    <>
      {stats === null ? <LoadFailedToast message={SHOP_MESSAGES.statsLoadFailed} /> : null}
      {earnings === null ? <LoadFailedToast message={EARNINGS_MESSAGES.loadFailed} /> : null}
      <MyShopWorkspace shop={shop} products={products.products} hasMore={products.hasMore} viewerId={user.id} categories={categories} stats={stats} isPro={user.isPro} initialTab={initialTab} earnings={earnings ? <EarningsPanel page={earnings[0]} totals={earnings[1]} older={earningsAfter !== null} /> : null} />
    </>
  );
}
