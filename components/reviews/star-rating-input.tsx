"use client";

import { useId } from "react";
import { REVIEW_MESSAGES } from "@/lib/messages/reviews";
import { StarIcon } from "@/components/ui/icons";

type StarRatingInputProps = { value: number; onChange: (stars: number) => void; error?: string };

/**
 * 1 to 5 stars as a native radio group: Tab reaches it, the arrow keys move the choice, and each
 * star is read as "N stars". The radios are hidden behind the drawn stars, which show the choice.
 */
export function StarRatingInput({ value, onChange, error }: StarRatingInputProps) {
  const id = useId().replace(/[^A-Za-z0-9_-]/g, "");
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      // The form moves focus to the first field in error: the group, read with its message.
      tabIndex={-1}
      className="flex flex-col gap-1"
    >
      <legend id={`${id}-legend`} className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
        {REVIEW_MESSAGES.starsLegend}
      </legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-600 dark:has-[:focus-visible]:outline-brand-300"
          >
            <input type="radio" name="rating" value={stars} checked={value === stars} onChange={() => onChange(stars)} className="sr-only" />
            <span className="sr-only">{REVIEW_MESSAGES.starLabel(stars)}</span>
            <StarIcon
              width={32}
              height={32}
              aria-hidden="true"
              className={stars <= value ? "fill-amber-400 text-amber-600 dark:text-amber-400" : "text-slate-500 dark:text-slate-400"}
            />
          </label>
        ))}
        <span className="ml-2 text-sm text-slate-700 dark:text-slate-300" aria-hidden="true">
          {value > 0 ? REVIEW_MESSAGES.starLabel(value) : ""}
        </span>
      </div>
      <p id={`${id}-error`} aria-live="polite" className="text-sm text-red-700 empty:hidden dark:text-red-400">
        {error ?? ""}
      </p>
    </fieldset>
  );
}
