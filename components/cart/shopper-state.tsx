"use client";

import { createContext, use, useMemo, useOptimistic, type ReactNode } from "react";
import type { NavCounts } from "@/lib/db/counts";

// The signed-in shopper's badges and wishlist hearts, as the server last said,
// with optimistic changes on top while a write is in flight (style.md,
// convention 5: useOptimistic over server truth, no client store). When the
// write's revalidation arrives the server's numbers replace the guesses; when
// it fails they simply fall away.

export type ShopperChange =
  | { type: "cart"; delta: number }
  | { type: "cart-set"; count: number }
  | { type: "wishlist-add"; productId: string }
  | { type: "wishlist-remove"; productId: string }
  | { type: "wishlist-clear" };

type ShopperState = { signedIn: boolean; counts: NavCounts | null; wishlistIds: ReadonlySet<string> };

type ShopperContextValue = ShopperState & {
  /** Call inside a transition (startTransition or an action). */
  apply: (change: ShopperChange) => void;
};

const ShopperContext = createContext<ShopperContextValue | null>(null);

function reduce(state: ShopperState, change: ShopperChange): ShopperState {
  if (!state.counts) return state;
  const counts = { ...state.counts };
  let ids = state.wishlistIds;
  switch (change.type) {
    case "cart":
      counts.cart = Math.max(0, counts.cart + change.delta);
      break;
    case "cart-set":
      counts.cart = change.count;
      break;
    case "wishlist-add":
      if (!ids.has(change.productId)) {
        ids = new Set(ids).add(change.productId);
        counts.wishlist += 1;
      }
      break;
    case "wishlist-remove":
      if (ids.has(change.productId)) {
        const next = new Set(ids);
        next.delete(change.productId);
        ids = next;
        counts.wishlist = Math.max(0, counts.wishlist - 1);
      }
      break;
    case "wishlist-clear":
      ids = new Set();
      counts.wishlist = 0;
      break;
  }
  return { ...state, counts, wishlistIds: ids };
}

type ShopperStateProviderProps = { counts: NavCounts | null; wishlistIds: string[]; children: ReactNode };

export function ShopperStateProvider({ counts, wishlistIds, children }: ShopperStateProviderProps) {
  const base = useMemo<ShopperState>(() => ({ signedIn: counts !== null, counts, wishlistIds: new Set(wishlistIds) }), [counts, wishlistIds]);
  const [state, apply] = useOptimistic(base, reduce);
  return <ShopperContext value={{ ...state, apply }}>{children}</ShopperContext>;
}

const SIGNED_OUT: ShopperContextValue = { signedIn: false, counts: null, wishlistIds: new Set(), apply: () => {} };

export function useShopperState(): ShopperContextValue {
  return use(ShopperContext) ?? SIGNED_OUT;
}
