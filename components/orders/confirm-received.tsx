"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { confirmReceivedAction } from "@/lib/actions/orders";
import { RECEIPT_MESSAGES } from "@/lib/messages/orders";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/components/ui/notify";
import { useServerAction } from "@/components/ui/use-server-action";

type ConfirmReceivedProps = {
  itemId: string;
  productName: string;
  /** The item's subtotal, formatted: what the seller is paid. */
  amount: string;
  /** When the hold ends and the seller is paid anyway, formatted. */
  releasesAt: string;
};

/**
 * The buyer's Confirm received for one delivered item (see docs/decisions/buyer-protection.md):
 * the time the seller is paid anyway, and one button that, once confirmed in a dialog, pays
 * the seller now.
 */
export function ConfirmReceived({ itemId, productName, amount, releasesAt }: ConfirmReceivedProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const confirm = useServerAction(confirmReceivedAction, RECEIPT_MESSAGES.failed);

  async function submit() {
    const result = await confirm.run({ itemId });
    setOpen(false);
    if (result.ok) notify.success(result.message ?? RECEIPT_MESSAGES.confirmed);
    else notify.error(result.message, 5000);
    router.refresh();
  }

  return (
    <div className="flex flex-col items-end gap-1" data-testid="confirm-received">
      <p className="max-w-xs text-right text-xs text-slate-600 dark:text-slate-400" data-testid="payout-release">
        {RECEIPT_MESSAGES.releasesAt(releasesAt)}
      </p>
      <Button size="sm" onClick={() => setOpen(true)} pending={confirm.pending} aria-label={`${RECEIPT_MESSAGES.confirmButton}: ${productName}`}>
        {RECEIPT_MESSAGES.confirmButton}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={RECEIPT_MESSAGES.confirmTitle} description={RECEIPT_MESSAGES.confirmBody(amount)} size="sm">
        <div className="flex gap-3">
          <Button variant="secondary" className="flex-1" onClick={() => setOpen(false)}>
            {RECEIPT_MESSAGES.keepWaiting}
          </Button>
          <Button className="flex-1" pending={confirm.pending} onClick={() => void submit()}>
            {RECEIPT_MESSAGES.confirmAction}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
