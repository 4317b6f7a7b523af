"use client";

import { useOptimistic } from "react";
import { applyLineChange, type LineChange } from "./shopper-changes";
import { useShopperTransition, type ShopperWrite } from "./use-shopper-writes";
import type { CartViewLine } from "./line-item";

/** The cart's or the wishlist's lines, changed at once and put back when the server refuses. */
export function useOptimisticLines(lines: CartViewLine[]) {
  const [shown, changeLines] = useOptimistic(lines, applyLineChange<CartViewLine>);
  const { run } = useShopperTransition();
  const change = <Input>(lineChange: LineChange, write: Omit<ShopperWrite<Input>, "before">) => run({ ...write, before: () => changeLines(lineChange) });
  return { shown, change };
}
