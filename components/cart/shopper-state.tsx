"use client";

import { createContext, use, useMemo, useOptimistic, type ReactNode } from "react";
import type { NavCounts } from "@/lib/db/types";
import { applyShopperChange, type ShopperChange, type ShopperState } from "./shopper-changes";

export type { ShopperChange };

// The signed-in shopper's badges and wishlist hearts, as the server last said,
// with optimistic changes on top while a write is in flight (style.md,
// convention 5: useOptimistic over server truth, no client store). When the
// write's revalidation arrives the server's numbers replace the guesses; when
// it fails they simply fall away.

type ShopperContextValue = ShopperState & {
  /** Call inside a transition (startTransition or an action). */
  apply: (change: ShopperChange) => void;
};

const ShopperContext = createContext<ShopperContextValue | null>(null);

type ShopperStateProviderProps = { counts: NavCounts | null; wishlistIds: string[]; children: ReactNode };

export function ShopperStateProvider({ counts, wishlistIds, children }: ShopperStateProviderProps) {
  const base = useMemo<ShopperState>(() => ({ signedIn: counts !== null, counts, wishlistIds: new Set(wishlistIds) }), [counts, wishlistIds]);
  const [state, apply] = useOptimistic(base, applyShopperChange);
  return <ShopperContext value={{ ...state, apply }}>{children}</ShopperContext>;
}

const SIGNED_OUT: ShopperContextValue = { signedIn: false, counts: null, wishlistIds: new Set(), apply: () => {} };

export function useShopperState(): ShopperContextValue {
  return use(ShopperContext) ?? SIGNED_OUT;
}
