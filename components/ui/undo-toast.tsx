"use client";

import toast from "react-hot-toast";
import { TOAST_DURATION_MS } from "@/lib/constants";

type UndoOffer = {
  /** One toast per thing undone: a second offer for it replaces the first instead of stacking. */
  id: string;
  message: string;
  /** The button's text ("Undo") and its full name for screen readers. */
  undoText: string;
  undoLabel: string;
  onUndo: () => void;
};

/**
 * A success toast (the spec's green) with an Undo button. The message alone is the live region,
 * so a screen reader hears it once; the button beside it takes one press: the toast closes at the
 * first tap, so a double tap undoes once.
 */
export function offerUndo({ id, message, undoText, undoLabel, onUndo }: UndoOffer) {
  let used = false;
  toast.custom(
    (shown) => (
      <div
        data-testid="undo-toast"
        className={`flex max-w-[420px] items-center gap-3 rounded-lg bg-[#15803d] py-2 pr-2 pl-4 text-[0.9rem] text-white shadow-lg ${shown.visible ? "opacity-100" : "opacity-0"} transition-opacity`}
      >
        <div role="status" aria-live="polite">
          {message}
        </div>
        <button
          type="button"
          aria-label={undoLabel}
          className="min-h-11 shrink-0 rounded-md px-3 font-semibold underline underline-offset-4 hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
          onClick={() => {
            if (used) return;
            used = true;
            toast.dismiss(shown.id);
            onUndo();
          }}
        >
          {undoText}
        </button>
      </div>
    ),
    { id, duration: TOAST_DURATION_MS.undo },
  );
}
