"use client";

import { useOptimistic } from "react";
import type { CartActionResult } from "@/lib/actions/cart";
import type { ShopperChange } from "./shopper-state";
import { useShopperTransition } from "./use-shopper-writes";
import type { CartViewLine } from "./line-image";

export type LineChange = { type: "quantity"; productId: string; quantity: number } | { type: "remove"; productId: string } | { type: "clear" };

function reduce(lines: CartViewLine[], change: LineChange): CartViewLine[] {
  if (change.type === "clear") return [];
  if (change.type === "remove" || (change.type === "quantity" && change.quantity === 0)) return lines.filter((l) => l.product.id !== change.productId);
  return lines.map((l) => (l.product.id === change.productId ? { ...l, quantity: change.quantity } : l));
}

/** The cart's or the wishlist's lines, changed at once and put back when the server refuses. */
export function useOptimisticLines(lines: CartViewLine[]) {
  const [shown, changeLines] = useOptimistic(lines, reduce);
  const { run } = useShopperTransition();
  const change = (lineChange: LineChange, changes: ShopperChange[], write: () => Promise<CartActionResult>, failed: string) =>
    run({ changes, write, failed, before: () => changeLines(lineChange) });
  return { shown, change };
}
