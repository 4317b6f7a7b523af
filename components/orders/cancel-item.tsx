"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { cancelOrderItemAction } from "@/lib/actions/orders";
import { CANCEL_MESSAGES } from "@/lib/messages/orders";
import { CANCEL_REASON_MAX, cancelOrderItemSchema, type CancelOrderItemInput } from "@/lib/validation/orders";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/components/ui/notify";

type CancelItemProps = {
  itemId: string;
  /** The item's subtotal, formatted: what the buyer gets back. */
  amount: string;
};

/**
 * The seller cancels their item before shipping (see docs/decisions/buyer-protection.md): a
 * dialog with a required reason the buyer reads; the buyer is refunded at once.
 */
export function CancelItem({ itemId, amount }: CancelItemProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");

  return (
    <>
      <Button variant="danger-outline" size="sm" className="w-fit" onClick={() => setOpen(true)}>
        {CANCEL_MESSAGES.button}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={CANCEL_MESSAGES.title} description={CANCEL_MESSAGES.body(amount)}>
        <ActionForm
          className="flex flex-col gap-4"
          action={cancelOrderItemAction}
          schema={cancelOrderItemSchema}
          failed={CANCEL_MESSAGES.failed}
          read={(): CancelOrderItemInput => ({ itemId, reason })}
          onDone={(done) => {
            notify.success(done.message ?? CANCEL_MESSAGES.cancelled);
            setOpen(false);
            setReason("");
            router.refresh();
          }}
        >
          {({ errors, pending }) => (
            <>
              <TextAreaField
                label={CANCEL_MESSAGES.reasonLabel}
                name="reason"
                rows={3}
                maxLength={CANCEL_REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                error={errors.reason}
              />
              <div className="flex justify-end gap-2">
                <Button variant="secondary" onClick={() => setOpen(false)}>
                  {CANCEL_MESSAGES.keep}
                </Button>
                <Button type="submit" variant="danger" pending={pending}>
                  {CANCEL_MESSAGES.confirm}
                </Button>
              </div>
            </>
          )}
        </ActionForm>
      </Modal>
    </>
  );
}
