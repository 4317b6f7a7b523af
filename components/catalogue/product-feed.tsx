"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import dynamic from "next/dynamic";
import type { ProductCardData } from "@/lib/db/types";
import type { MoreProductsRequest } from "@/lib/validation/catalogue";
import { viewerRole } from "@/lib/catalogue/viewer";
import { loadMoreProductsAction } from "@/lib/actions/catalogue";
import { GRID_IMAGE_SIZES, ProductCard } from "@/components/product/product-card";
import { buttonClasses } from "@/components/ui/button";
import { MasonryGrid } from "./masonry-grid";
import { CATALOGUE_MESSAGES } from "@/lib/messages/catalogue";
import { useOwnerProductWrites } from "@/components/shop/use-owner-product-writes";
import { useServerActions } from "@/components/ui/use-server-action";

// The owner's controls (a status menu and a confirm dialog, Radix: about 30 KB gzip) are fetched
// only when a card of the viewer's own is shown, never by visitors or other users.
const OwnerProductActions = dynamic(() => import("@/components/shop/owner-product-actions").then((m) => m.OwnerProductActions));

type ProductFeedProps = {
  products: ProductCardData[];
  /** Page shown by the server (1 unless the address named another). */
  page: number;
  hasMore: boolean;
  /** What to ask the server for next; page is filled in. */
  more: DistributiveOmit<MoreProductsRequest, "page">;
  /** The address of the next page, for browsers without JavaScript. */
  nextPageHref: string;
  viewerId: string | null;
  label: string;
  /** The owner's Edit opens this (My shop's dialog); elsewhere it goes to the edit page. */
  onEdit?: (product: ProductCardData) => void;
  /** The photos' slot at each width (an `<img sizes>`): the page-wide grid's unless the page says otherwise. */
  imageSizes?: string;
};

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * A browse list: the server's first page, then further pages appended as the
 * visitor scrolls (or presses Load more). Each request fetches one page.
 */
export function ProductFeed({ products, page, hasMore, more, nextPageHref, viewerId, label, onEdit, imageSizes = GRID_IMAGE_SIZES }: ProductFeedProps) {
  const { call } = useServerActions();
  const [shown, setShown] = useState(products);
  const [nextPage, setNextPage] = useState(page + 1);
  const [moreLeft, setMoreLeft] = useState(hasMore);
  const [failed, setFailed] = useState(false);
  const [loading, startLoading] = useTransition();
  const sentinel = useRef<HTMLAnchorElement>(null);
  const { shown: visible, changeStatus, remove } = useOwnerProductWrites(shown);

  // A new server render (new filters, sort or query) starts the list again.
  const [source, setSource] = useState(products);
  if (source !== products) {
    setSource(products);
    setShown(products);
    setNextPage(page + 1);
    setMoreLeft(hasMore);
    setFailed(false);
  }

  const loadMore = () => {
    if (loading || !moreLeft) return;
    startLoading(async () => {
      const answer = await call(loadMoreProductsAction, { ...more, page: nextPage } as MoreProductsRequest, CATALOGUE_MESSAGES.loadFailed);
      const result = answer.ok ? answer.data : undefined;
      if (!result) {
        setFailed(true);
        return;
      }
      setFailed(false);
      setShown((current) => {
        const seen = new Set(current.map((p) => p.id));
        return [...current, ...result.products.filter((p) => !seen.has(p.id))];
      });
      setNextPage((n) => n + 1);
      setMoreLeft(result.hasMore);
    });
  };

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !moreLeft || failed || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: "600px 0px" });
    observer.observe(target);
    return () => observer.disconnect();
  });

  return (
    <div>
      {/* The cards' names are h3s: this keeps the outline whole on pages whose feed follows the h1 (accessibility). */}
      <h2 className="sr-only">{label}</h2>
      <MasonryGrid
        label={label}
        items={visible.map((product, index) => {
          const viewer = viewerRole(viewerId, product.sellerId);
          const footer =
            viewer === "owner" ? (
              <OwnerProductActions
                product={product}
                onStatusChange={(status) => changeStatus(product.id, status)}
                onDelete={() => remove(product.id)}
                onEdit={onEdit ? () => onEdit(product) : undefined}
              />
            ) : undefined;
          // A phone's first row (two cards) is fetched at once with high priority; more would compete with it.
          return { key: product.id, node: <ProductCard product={product} viewer={viewer} sizes={imageSizes} priority={index < 2} footer={footer} /> };
        })}
      />
      <div className="mt-6 flex flex-col items-center gap-2" aria-live="polite">
        {failed ? <p className="text-sm text-red-700 dark:text-red-400">{CATALOGUE_MESSAGES.loadFailed}</p> : null}
        {moreLeft ? (
          <a
            ref={sentinel}
            href={nextPageHref}
            onClick={(event) => {
              event.preventDefault();
              loadMore();
            }}
            aria-busy={loading || undefined}
            className={buttonClasses({ variant: "secondary" })}
          >
            {loading ? "Loading..." : "Load more"}
          </a>
        ) : null}
      </div>
    </div>
  );
}
