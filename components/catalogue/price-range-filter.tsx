"use client";

import dynamic from "next/dynamic";
import { useState, type KeyboardEvent } from "react";
import { PRICE_FILTER } from "@/lib/constants";
import { parsePriceInput, setPriceBound } from "@/lib/catalogue/price-range";
import { BROWSE_TEXT } from "@/lib/messages/catalogue";

type Bounds = [number, number];

type PriceRangeFilterProps = {
  bounds: Bounds;
  onChange: (bounds: Bounds) => void;
  /** Keeps ids unique when the sidebar and the sheet are both on the page. */
  idPrefix: string;
};

const LEGEND = "mb-1.5 text-sm font-semibold text-slate-900 dark:text-slate-100";

/**
 * The price filter: two number inputs for exact amounts and one two-thumb slider
 * in the spec's steps (0 to 100000, step 1000). The thumbs cannot pass each other, and a
 * typed bound past the other one takes it along, so the maximum is never below the minimum.
 * The inputs carry the names, so the sidebar's form also works as a plain GET.
 */
export function PriceRangeFilter({ bounds, onChange, idPrefix }: PriceRangeFilterProps) {
  const [min, max] = bounds;
  const set = (which: "min" | "max", value: number) => onChange(setPriceBound(bounds, which, value));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={LEGEND}>{BROWSE_TEXT.price}</legend>
      <div className="flex items-end gap-2">
        <PriceInput id={`${idPrefix}-min-price`} name="minPrice" label={BROWSE_TEXT.minPriceInput} value={min} fallback={PRICE_FILTER.min} onCommit={(value) => set("min", value)} />
        <span aria-hidden="true" className="pb-2.5 text-slate-500 dark:text-slate-400">
          –
        </span>
        <PriceInput id={`${idPrefix}-max-price`} name="maxPrice" label={BROWSE_TEXT.maxPriceInput} value={max} fallback={PRICE_FILTER.max} onCommit={(value) => set("max", value)} />
      </div>
      <PriceSlider bounds={bounds} onChange={onChange} />
    </fieldset>
  );
}

/** The still track the page shows until the slider's code arrives (and without JavaScript, where the inputs do the work). */
function SliderPlaceholder() {
  return (
    <div aria-hidden="true" className="mx-2 flex h-6 items-center">
      <div className="h-1.5 grow rounded-full bg-slate-200 dark:bg-slate-700" />
    </div>
  );
}

// The Radix slider (about 8 KB gzip) is fetched after the page shows, not with it: visitors who
// never filter by price do not wait for it, and it writes nothing into the server's HTML.
const PriceSlider = dynamic(() => import("./price-slider").then((module) => module.PriceSlider), { ssr: false, loading: SliderPlaceholder });

type PriceInputProps = { id: string; name: string; label: string; value: number; fallback: number; onCommit: (value: number) => void };

/**
 * A bound typed in whole shillings. It applies when the visitor leaves the field or presses
 * Enter, not at every keystroke: on the way to 2000, "2" is not a maximum they meant.
 * An emptied field means the end of the range.
 */
function PriceInput({ id, name, label, value, fallback, onCommit }: PriceInputProps) {
  const [text, setText] = useState(String(value));
  // The slider (or a commit elsewhere) moved this bound: show the new amount.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }

  const commit = () => {
    const next = parsePriceInput(text) ?? fallback;
    setText(String(next));
    if (next !== value) onCommit(next);
  };

  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={PRICE_FILTER.min}
        max={PRICE_FILTER.max}
        step={1}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          // Enter applies this field instead of submitting the sidebar's form as a whole.
          if (event.key !== "Enter") return;
          event.preventDefault();
          commit();
        }}
        className="h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 tabular-nums dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      />
    </div>
  );
}
