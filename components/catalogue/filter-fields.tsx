"use client";

import { CONDITION_CODES, CONDITION_LABELS } from "@/lib/catalogue/conditions";
import { SORT_OPTIONS, type CatalogueFilters, type CatalogueSort } from "@/lib/catalogue/filters";
import { boundsToFilter, priceBounds } from "@/lib/catalogue/price-range";
import { PriceRangeFilter } from "./price-range-filter";

type FilterFieldsProps = {
  draft: CatalogueFilters;
  onChange: (next: CatalogueFilters) => void;
  locations: string[];
  /** Keeps ids unique when the sidebar and the sheet are both on the page. */
  idPrefix: string;
  /** The desktop sidebar's tighter rows: every filter fits a 720px-high window (docs/decisions/browse-sidebar.md). */
  compact?: boolean;
};

const LEGEND = "mb-1.5 text-sm font-semibold text-slate-900 dark:text-slate-100";

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/**
 * Sort, condition, price range and location, for the sidebar and the phone sheet
 * alike. The inputs are named, so the sidebar's form also works as a plain GET.
 */
export function FilterFields({ draft, onChange, locations, idPrefix, compact = false }: FilterFieldsProps) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col">
        <label htmlFor={`${idPrefix}-sort`} className={LEGEND}>
          Sort by
        </label>
        <select
          id={`${idPrefix}-sort`}
          name="sort"
          value={draft.sort}
          onChange={(e) => onChange({ ...draft, sort: e.target.value as CatalogueSort })}
          className={`${compact ? "h-9" : "h-10"} rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100`}
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>

      <CheckboxGroup
        legend="Condition"
        name="condition"
        options={CONDITION_CODES.map((code) => ({ value: code, label: CONDITION_LABELS[code] }))}
        checked={draft.conditions}
        onToggle={(code) => onChange({ ...draft, conditions: toggle(draft.conditions, code) })}
        compact={compact}
      />

      <PriceRangeFilter idPrefix={idPrefix} bounds={priceBounds(draft)} onChange={(bounds) => onChange({ ...draft, ...boundsToFilter(bounds) })} />

      {locations.length > 0 ? (
        <CheckboxGroup
          legend="Location"
          name="location"
          options={locations.map((location) => ({ value: location, label: location }))}
          checked={draft.locations}
          onToggle={(location) => onChange({ ...draft, locations: toggle(draft.locations, location) })}
          compact={compact}
        />
      ) : null}
    </div>
  );
}

type CheckboxGroupProps<T extends string> = {
  legend: string;
  name: string;
  options: { value: T; label: string }[];
  checked: T[];
  onToggle: (value: T) => void;
  compact: boolean;
};

function CheckboxGroup<T extends string>({ legend, name, options, checked, onToggle, compact }: CheckboxGroupProps<T>) {
  return (
    <fieldset>
      <legend className={LEGEND}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={`flex items-center gap-2 text-sm ${compact ? "py-0.5" : "py-1"} text-slate-700 dark:text-slate-300`}>
          <input
            type="checkbox"
            name={name}
            value={option.value}
            checked={checked.includes(option.value)}
            onChange={() => onToggle(option.value)}
            className="size-4 rounded accent-brand-700 dark:accent-brand-400"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
