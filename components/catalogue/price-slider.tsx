"use client";

import * as Slider from "@radix-ui/react-slider";
import { PRICE_FILTER } from "@/lib/constants";
import { formatKes } from "@/lib/format";
import { BROWSE_TEXT } from "@/lib/messages/catalogue";

type PriceSliderProps = { bounds: [number, number]; onChange: (bounds: [number, number]) => void };

// The app's focus ring (app/globals.css) rounds corners a little; a round thumb keeps a round ring.
const ROUND = { borderRadius: "9999px" } as const;

const THUMB =
  "block size-5 cursor-grab rounded-full border-2 border-brand-700 bg-white shadow-sm active:cursor-grabbing dark:border-brand-300 dark:bg-slate-900";

/** The two-thumb range in the spec's steps (0 to 100000, step 1000); the thumbs cannot pass each other. */
export function PriceSlider({ bounds: [min, max], onChange }: PriceSliderProps) {
  return (
    <Slider.Root
      value={[min, max]}
      min={PRICE_FILTER.min}
      max={PRICE_FILTER.max}
      step={PRICE_FILTER.step}
      minStepsBetweenThumbs={0}
      onValueChange={(values) => onChange([values[0] ?? min, values[1] ?? max])}
      className="relative mx-2 flex h-6 touch-none items-center select-none"
    >
      <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <Slider.Range className="absolute h-full bg-brand-700 dark:bg-brand-400" />
      </Slider.Track>
      <Slider.Thumb aria-label={BROWSE_TEXT.minPrice} aria-valuetext={formatKes(min)} className={THUMB} style={ROUND} />
      <Slider.Thumb aria-label={BROWSE_TEXT.maxPrice} aria-valuetext={formatKes(max)} className={THUMB} style={ROUND} />
    </Slider.Root>
  );
}
