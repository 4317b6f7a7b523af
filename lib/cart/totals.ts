// The spec's entities: the cart total is the sum of price times quantity, in whole
// shillings. A line whose product is gone counts nothing.

export type PricedLine = { quantity: number; product: { price: number } | null };

export function cartSubtotal(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + (line.product?.price ?? 0) * line.quantity, 0);
}

export function cartItemCount(lines: readonly Pick<PricedLine, "quantity">[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
