import type { NavCounts } from "@/lib/db/types";

// How an optimistic change moves the badges, the hearts and a cart or wishlist
// list while a write is in flight. Pure, so the rules are unit-tested.

export type ShopperChange =
  | { type: "cart"; delta: number }
  | { type: "cart-set"; count: number }
  | { type: "wishlist-add"; productId: string }
  | { type: "wishlist-remove"; productId: string }
  | { type: "wishlist-clear" };

export type ShopperState = { signedIn: boolean; counts: NavCounts | null; wishlistIds: ReadonlySet<string> };

/** The badges and hearts after one change; a visitor (no counts) has nothing to change. */
export function applyShopperChange(state: ShopperState, change: ShopperChange): ShopperState {
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

export type LineChange =
  | { type: "quantity"; productId: string; quantity: number }
  | { type: "remove"; productId: string }
  | { type: "clear" }
  /** Undo: the line as it was, back at its place in the list (or its quantity, if it is there already). */
  | { type: "restore"; line: { quantity: number; product: { id: string } }; at: number };

/** A cart or wishlist list after one change; quantity 0 removes the line. */
export function applyLineChange<Line extends { quantity: number; product: { id: string } }>(lines: Line[], change: LineChange): Line[] {
  if (change.type === "clear") return [];
  if (change.type === "restore") {
    const restored = change.line as Line;
    if (lines.some((l) => l.product.id === restored.product.id)) return lines.map((l) => (l.product.id === restored.product.id ? { ...l, quantity: restored.quantity } : l));
    return [...lines.slice(0, change.at), restored, ...lines.slice(change.at)];
  }
  if (change.type === "remove" || (change.type === "quantity" && change.quantity === 0)) return lines.filter((l) => l.product.id !== change.productId);
  return lines.map((l) => (l.product.id === change.productId ? { ...l, quantity: change.quantity } : l));
}
