import { MOBILE_CATEGORY_CHIP_LIMIT } from "@/lib/constants";

type NamedCategory = { id: string; name: string };

/** Categories with the most active products first; equal counts keep their order (by name, as listed). */
export function orderByActiveCount<T extends NamedCategory>(categories: readonly T[], activeCounts: Readonly<Record<string, number>>): T[] {
  return categories
    .map((category, index) => ({ category, index, count: activeCounts[category.id] ?? 0 }))
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .map(({ category }) => category);
}

/**
 * The categories a phone's chip strip shows. The strip holds at most ten chips
 * (the spec's constants): All Products, the busiest categories, and a last "More" chip that opens
 * the full list, so every category stays reachable. The category being shown always has its
 * chip, in place of the last one that would fit.
 */
export function chipCategories<T extends NamedCategory>(
  categories: readonly T[],
  activeCounts: Readonly<Record<string, number>>,
  currentId: string | null,
  limit = MOBILE_CATEGORY_CHIP_LIMIT,
): T[] {
  // All Products and More take two of the places.
  const room = Math.max(1, limit - 2);
  const chips = orderByActiveCount(categories, activeCounts).slice(0, room);
  const current = categories.find((category) => category.id === currentId);
  if (current && !chips.includes(current)) return [...chips.slice(0, room - 1), current];
  return chips;
}
