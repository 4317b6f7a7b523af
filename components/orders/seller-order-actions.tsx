"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { contactBuyerAction, updateOrderItemStatusAction, type PayoutFeedback } from "@/lib/actions/orders";
import { MESSAGING_MESSAGES } from "@/lib/messages/messaging";
import { ORDER_MESSAGES } from "@/lib/messages/orders";
import { MESSAGE_MAX } from "@/lib/messaging/rules";
import { fulfilmentStage, nextStatus, type StoredItemStatus } from "@/lib/orders/fulfilment";
import { contactBuyerSchema } from "@/lib/validation/orders";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextAreaField } from "@/components/ui/field";
import { notify } from "@/components/ui/notify";
import { refusalText } from "@/lib/actions/result";
import { useServerAction } from "@/components/ui/use-server-action";

type SellerOrderActionsProps = {
  itemId: string;
  status: StoredItemStatus;
  buyerContacted: boolean;
  buyerAgreed: boolean;
  refunded: boolean;
  buyerName: string;
  productName: string;
  payoutLine: string;
};

const MOVE_LABELS = { processing: "Mark as Processing", shipped: "Mark as Shipped", delivered: "Mark as Delivered" } as const;

function showPayout(payout: PayoutFeedback | null | undefined) {
  if (!payout) return;
  if (payout.tone === "success") notify.success(payout.message, 6000);
  else if (payout.tone === "error") notify.error(payout.message, 6000);
  else notify.info(payout.message, 6000);
}

/** The seller's actions on one order item: Contact Buyer, and the next status (spec: processing → shipped → delivered). */
export function SellerOrderActions({ itemId, status, buyerContacted, buyerAgreed, refunded, buyerName, productName, payoutLine }: SellerOrderActionsProps) {
  const router = useRouter();
  const statusChange = useServerAction(updateOrderItemStatusAction, ORDER_MESSAGES.statusFailed);
  const [confirming, setConfirming] = useState(false);
  // One click is one move: a second click (or a double click on the dialog's button) before the
  // answer would send the move again and toast its payout twice.
  const moving = useRef(false);
  const [text, setText] = useState(() => ORDER_MESSAGES.contactBuyerDefault(productName));
  const next = refunded ? null : nextStatus(status);
  const stage = fulfilmentStage({ buyerContacted, buyerAgreed });
  const blockedShipping = next === "shipped" && stage !== "ready_to_ship";

  async function move() {
    if (!next || moving.current) return;
    moving.current = true;
    const result = await statusChange.run({ itemId, status: next }).finally(() => {
      moving.current = false;
    });
    setConfirming(false);
    if (!result.ok) {
      notify.error(refusalText(result.message, result.fieldErrors?.status), 5000);
      router.refresh();
      return;
    }
    notify.success(result.message ?? ORDER_MESSAGES.statusUpdated(next));
    showPayout(result.data?.payout);
    router.refresh();
  }

  return (
    <div className="flex flex-col gap-5">
      {next && status !== "shipped" && status !== "delivered" ? (
        <ActionForm
          aria-label={`Contact ${buyerName}`}
          className="flex flex-col gap-2"
          action={contactBuyerAction}
          schema={contactBuyerSchema}
          failed={MESSAGING_MESSAGES.failed}
          read={() => ({ itemId, body: text })}
          onDone={(sent) => {
            notify.success(sent.message ?? MESSAGING_MESSAGES.sent);
            setText("");
            router.refresh();
          }}
        >
          {({ errors, pending }) => (
            <>
              <TextAreaField
                label={buyerContacted ? `Message ${buyerName} again` : `Contact ${buyerName} to agree the hand-over`}
                name="body"
                rows={3}
                maxLength={MESSAGE_MAX}
                value={text}
                onChange={(event) => setText(event.target.value)}
                error={errors.body ?? errors.itemId}
              />
              <Button type="submit" variant={buyerContacted ? "secondary" : "primary"} size="sm" pending={pending} disabled={text.trim().length === 0} className="w-fit">
                {ORDER_MESSAGES.contactBuyerPrompt}
              </Button>
            </>
          )}
        </ActionForm>
      ) : null}

      {next ? (
        <div className="flex flex-col gap-2">
          <Button
            variant={next === "delivered" ? "primary" : "secondary"}
            pending={statusChange.pending}
            disabled={blockedShipping}
            onClick={() => (next === "delivered" ? setConfirming(true) : void move())}
            className="w-fit"
            aria-describedby={blockedShipping ? `why-${itemId}` : undefined}
          >
            {MOVE_LABELS[next]}
          </Button>
          {blockedShipping ? (
            <p id={`why-${itemId}`} className="text-sm text-slate-600 dark:text-slate-400">
              {stage === "need_contact" ? "Contact the buyer first." : `${ORDER_MESSAGES.waitingForBuyer} Shipping opens when they agree the hand-over in a reply.`}
            </p>
          ) : null}
        </div>
      ) : null}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Mark as delivered?"
        question={`Only when ${buyerName} has the item. Delivered is final, and ${payoutLine}`}
        confirmLabel="Mark as Delivered"
        onConfirm={move}
      />
    </div>
  );
}
