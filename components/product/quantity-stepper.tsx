"use client";

import { useId } from "react";
import { QUANTITY_MAX, QUANTITY_MIN } from "@/lib/constants";
import { QUANTITY_MAX_MESSAGE } from "@/lib/messages/cart";
import { notify } from "@/components/ui/notify";

type QuantityStepperProps = {
  value: number;
  onChange: (value: number) => void;
  label?: string;
  /** The cart allows 0 (it removes the line); elsewhere the floor is 1. */
  min?: number;
  disabled?: boolean;
  /** Hide the visible label (the accessible name stays), for rows that already name the item. */
  hideLabel?: boolean;
};

/** − value + with the spec's limits: 1 to 99, and a warning above 99 (the spec's validation rules). */
export function QuantityStepper({ value, onChange, label = "Quantity", min = QUANTITY_MIN, disabled = false, hideLabel = false }: QuantityStepperProps) {
  const id = useId();
  const set = (next: number) => {
    if (!Number.isFinite(next)) return;
    if (next > QUANTITY_MAX) {
      notify.error(QUANTITY_MAX_MESSAGE);
      onChange(QUANTITY_MAX);
      return;
    }
    if (next < min) return;
    onChange(Math.trunc(next));
  };
  const button =
    "inline-flex size-10 items-center justify-center text-lg font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 dark:text-slate-100 dark:hover:bg-slate-800 dark:disabled:text-slate-600";
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className={hideLabel ? "sr-only" : "text-sm font-medium text-slate-800 dark:text-slate-200"}>
        {label}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300 dark:border-slate-700">
        <button type="button" aria-label={`Decrease ${label.toLowerCase()}`} className={button} disabled={disabled || value <= min} onClick={() => set(value - 1)}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={QUANTITY_MAX}
          value={value}
          disabled={disabled}
          // An emptied box is someone about to type a number, not a request for 0.
          onChange={(event) => event.target.value !== "" && set(Number(event.target.value))}
          className="h-10 w-14 border-x border-slate-300 bg-white text-center text-base text-slate-900 [appearance:textfield] focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button type="button" aria-label={`Increase ${label.toLowerCase()}`} className={button} disabled={disabled} onClick={() => set(value + 1)}>
          +
        </button>
      </div>
    </div>
  );
}
