"use client";

import { useRef, useState, type ReactNode } from "react";
import { QuantityStepper } from "@/components/product/quantity-stepper";
import { DOUBLE_TAP_MS } from "@/lib/constants";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { offerUndo } from "@/components/ui/undo-toast";
import { LineItem, RemoveLineButton, type CartViewLine } from "./line-item";
import { useOptimisticLines } from "./use-optimistic-lines";
import type { ShopperWrite } from "./use-shopper-writes";

/** The time, for the double-tap guard (read in event handlers only, never while drawing). */
const clock = () => Date.now();

/** One write of a line list, its input checked where it is written (see `lineWrite`). */
export type LineWrite = Omit<ShopperWrite<unknown>, "before">;

/** Types a write against its own action's input, then lets the list hold writes of every action alike. */
export function lineWrite<Input>(write: Omit<ShopperWrite<Input>, "before">): LineWrite {
  return write as unknown as LineWrite;
}

/** What makes a list the cart or the wishlist: its name, its writes and what a line shows. */
export type SavedLinesKind = {
  /** "Cart" or "Wishlist": the list is "Cart items", the confirmation "Clear Cart". */
  name: string;
  clear: { question: string; write: LineWrite };
  /** The lowest quantity the stepper offers (the cart's 0 removes the line). */
  quantityMin?: number;
  quantity: (line: CartViewLine, quantity: number) => LineWrite;
  /** The move to the other list (Move to Wishlist, Move to Cart). */
  move: { label: (line: CartViewLine) => string; className: string; disabled?: (line: CartViewLine) => boolean; write: (line: CartViewLine) => LineWrite };
  remove: (line: CartViewLine) => LineWrite;
  /**
   * Undo for a line the stepper took to 0 (the cart's "−" at 1): the write that puts it back as
   * it was, and the toast's texts. Without it, 0 just removes.
   */
  undo?: { restore: (line: CartViewLine) => LineWrite; text: string; label: (line: CartViewLine) => string };
  /** Under the name: the price and any notice. */
  details: (line: CartViewLine) => ReactNode;
  /** Beside the name (the cart's line total). */
  aside?: (line: CartViewLine) => ReactNode;
};

type SavedLinesProps = {
  lines: CartViewLine[];
  kind: SavedLinesKind;
  /** The page around the list: `list` is the lines, `askToClear` opens the confirmation. */
  children: (view: { shown: CartViewLine[]; list: ReactNode; askToClear: () => void }) => ReactNode;
};

/**
 * The cart's and the wishlist's shared body: the lines with their quantity, move and
 * remove, and Clear after a confirmation. Every change shows at once and is put back if
 * the server refuses it (useOptimisticLines); each page lays out its own heading and
 * summary around the list.
 */
export function SavedLines({ lines, kind, children }: SavedLinesProps) {
  const { shown, change } = useOptimisticLines(lines);
  const [confirmClear, setConfirmClear] = useState(false);
  // Lines on their way out: the second tap of a double tap changes nothing, whether it lands on
  // the same "−" before the list redraws or on the line that has moved up under the finger.
  const leaving = useRef(new Set<string>());
  const lastLeftAt = useRef(0);

  const setQuantity = (line: CartViewLine, at: number, quantity: number) => {
    const productId = line.product.id;
    if (leaving.current.has(productId) || clock() - lastLeftAt.current < DOUBLE_TAP_MS) return;
    const write = kind.quantity(line, quantity);
    const { undo } = kind;
    if (quantity > 0 || !undo) {
      change({ type: "quantity", productId, quantity }, write);
      return;
    }
    leaving.current.add(productId);
    lastLeftAt.current = clock();
    change(
      { type: "quantity", productId, quantity },
      {
        ...write,
        settled: () => leaving.current.delete(productId),
        announceSuccess: (message) =>
          offerUndo({
            id: `undo-${productId}`,
            message: message ?? "",
            undoText: undo.text,
            undoLabel: undo.label(line),
            onUndo: () => change({ type: "restore", line, at }, undo.restore(line)),
          }),
      },
    );
  };

  const list = (
    <ul
      aria-label={`${kind.name} items`}
      className="mt-5 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
    >
      {shown.map((line, at) => {
        const { product } = line;
        return (
          <LineItem key={line.id} line={line} details={kind.details(line)} aside={kind.aside?.(line)}>
            <QuantityStepper
              label={`Quantity of ${product.name}`}
              hideLabel
              min={kind.quantityMin}
              value={line.quantity}
              onChange={(quantity) => setQuantity(line, at, quantity)}
            />
            <button
              type="button"
              className={kind.move.className}
              disabled={kind.move.disabled?.(line)}
              onClick={() => change({ type: "remove", productId: product.id }, kind.move.write(line))}
            >
              {kind.move.label(line)}
            </button>
            <RemoveLineButton productName={product.name} onRemove={() => change({ type: "remove", productId: product.id }, kind.remove(line))} />
          </LineItem>
        );
      })}
    </ul>
  );

  return (
    <>
      {children({ shown, list, askToClear: () => setConfirmClear(true) })}
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={`Clear ${kind.name}`}
        question={kind.clear.question}
        confirmLabel={`Clear ${kind.name}`}
        danger
        onConfirm={() => change({ type: "clear" }, kind.clear.write)}
      />
    </>
  );
}
