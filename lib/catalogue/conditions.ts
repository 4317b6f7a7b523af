import type { ProductCondition } from "@/lib/db/types";

/** Condition codes as stored, with the labels the spec shows (the spec's constants). */
export const CONDITION_LABELS: Record<ProductCondition, string> = {
  new: "New",
  like_new: "Used - Like New",
  good: "Used - Good",
  fair: "Used - Fair",
};

export const CONDITION_CODES = Object.keys(CONDITION_LABELS) as ProductCondition[];

export const STATUS_LABELS = {
  active: "Active",
  sold: "Sold",
  out_of_stock: "Out of Stock",
  hidden: "Hidden",
} as const;
