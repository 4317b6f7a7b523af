"use client";

import { EMPTY_FILTERS, type CatalogueFilters } from "@/lib/catalogue/filters";
import { buttonClasses } from "@/components/ui/button";
import { useFilterNavigation } from "./filter-navigation";

type ClearFiltersButtonProps = {
  filters: CatalogueFilters;
  label?: string;
  /** A text link beside the title, or the empty state's big button. */
  variant?: "link" | "button";
};

/** Drops every filter and keeps the sort. */
export function ClearFiltersButton({ filters, label = "Clear filters", variant = "link" }: ClearFiltersButtonProps) {
  const { apply } = useFilterNavigation();
  return (
    <button
      type="button"
      onClick={() => apply({ ...EMPTY_FILTERS, sort: filters.sort })}
      className={variant === "button" ? buttonClasses() : buttonClasses({ variant: "link", size: "sm" })}
    >
      {label}
    </button>
  );
}
