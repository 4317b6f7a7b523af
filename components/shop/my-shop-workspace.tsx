"use client";

import Image from "next/image";
import { PictureFrame } from "@/components/ui/picture-frame";
import { useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import type { CategoryOption } from "@/lib/db/types";
import type { OwnProduct } from "@/lib/db/types";
import type { OwnShop, ShopStats } from "@/lib/db/types";
import { FALLBACK } from "@/lib/constants";
import { ProductFeed } from "@/components/catalogue/product-feed";
import { Modal } from "@/components/ui/modal";
import { Button, buttonClasses } from "@/components/ui/button";
import { ProductForm } from "./product-form";
import { ShopSettingsForm } from "./shop-settings-form";
import { ShopTabs } from "./shop-tabs";
import { StatCards } from "./stat-cards";
import { SellerOrdersTab } from "@/components/orders/seller-orders-tab";
import { EARNINGS_MESSAGES } from "@/lib/messages/earnings";
import { TermsBanner, TermsButton, TermsOfServiceDialog } from "./terms-of-service";

type MyShopWorkspaceProps = {
  shop: OwnShop | null;
  products: OwnProduct[];
  categories: CategoryOption[];
  hasMore: boolean;
  viewerId: string;
  stats: ShopStats | null;
  /** Pro right now (see docs/decisions/subscription.md): 'Pro Seller' as the account type. */
  isPro: boolean;
  /** The Earnings tab, rendered on the server; null when it failed to load. */
  earnings?: ReactNode;
  /** The tab open at first: Earnings when its address asks for it (a page of older sales). */
  initialTab?: "earnings";
};

/** My shop: the seller's header, counters, dialogs and the Products / Orders / Earnings tabs. */
export function MyShopWorkspace({ shop, products, hasMore, viewerId, categories, stats, isPro, earnings = null, initialTab }: MyShopWorkspaceProps) {
  const router = useRouter();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<OwnProduct | null>(null);
  const pendingOrders = stats?.pendingOrders ?? 0;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:px-6 md:py-8">
      <TermsBanner />
      <TermsOfServiceDialog />

      <section aria-labelledby="shop-name" data-tour="myshop-welcome" className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="relative h-32 bg-gradient-to-br from-brand-700 to-brand-900 md:h-48">
          {shop?.bannerUrl ? (
            <PictureFrame>
              <Image src={shop.bannerUrl} alt="" fill loading="eager" fetchPriority="high" sizes="(min-width: 1280px) 1232px, 100vw" className="object-cover" />
            </PictureFrame>
          ) : null}
        </div>
        <div className="flex flex-col gap-4 p-5 md:flex-row md:items-end md:justify-between md:p-6">
          <div className="flex flex-col gap-2">
            <h1 id="shop-name" className="text-2xl font-bold md:text-3xl">
              {shop?.shopName || FALLBACK.shopName}
            </h1>
            <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
              <div className="flex gap-1.5">
                <dt className="text-slate-600 dark:text-slate-400">Listings</dt>
                <dd className="font-semibold">{(stats?.listings ?? products.length).toLocaleString("en-KE")}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-slate-600 dark:text-slate-400">Pending Orders</dt>
                <dd className="font-semibold">{pendingOrders}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-slate-600 dark:text-slate-400">Account Type</dt>
                <dd className="font-semibold" data-testid="shop-account-type">
                  {isPro ? "Pro Seller" : "Seller"}
                </dd>
              </div>
            </dl>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" data-tour="customize-shop" onClick={() => setSettingsOpen(true)}>
              {shop ? "Edit Shop" : "Customize Shop"}
            </Button>
            <Button data-tour="add-product" onClick={() => setAdding(true)}>
              Add Product
            </Button>
            <TermsButton className={buttonClasses({ variant: "secondary" })} />
          </div>
        </div>
      </section>

      <div data-tour="sales-overview">
        <StatCards stats={stats} />
      </div>

      <ShopTabs
        label="My shop"
        initial={initialTab}
        tabs={[
          {
            id: "products",
            label: "Products",
            render: () =>
              products.length === 0 ? (
                <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
                  <p className="text-lg font-semibold">You haven&apos;t posted any listings yet</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">Students on your campus are looking. A photo and a fair price sell fastest.</p>
                  <Button onClick={() => setAdding(true)}>Create Your First Listing</Button>
                </div>
              ) : (
                <ProductFeed
                  label="Your listings"
                  products={products}
                  page={1}
                  hasMore={hasMore}
                  more={{ kind: "own" }}
                  nextPageHref="/myshop"
                  viewerId={viewerId}
                  onEdit={setEditing}
                />
              ),
          },
          {
            id: "orders",
            label: "Orders",
            badge: pendingOrders,
            render: () => <SellerOrdersTab />,
          },
          {
            id: "earnings",
            label: EARNINGS_MESSAGES.tab,
            render: () => earnings,
          },
        ]}
      />

      <Modal open={settingsOpen} onOpenChange={setSettingsOpen} title={shop ? "Edit Shop" : "Customize Shop"} description="What buyers see on your shop page.">
        <ShopSettingsForm shop={shop} onSaved={() => setSettingsOpen(false)} />
      </Modal>
      <Modal open={adding} onOpenChange={setAdding} title="Add Product" description="List something for students on your campus." size="lg">
        <ProductForm
          categories={categories}
          onSaved={() => {
            setAdding(false);
            router.refresh();
          }}
        />
      </Modal>
      <Modal open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title="Edit Product" size="lg">
        {editing ? (
          <ProductForm
            key={editing.id}
            categories={categories}
            product={editing}
            onSaved={() => {
              setEditing(null);
              router.refresh();
            }}
          />
        ) : null}
      </Modal>
    </div>
  );
}
