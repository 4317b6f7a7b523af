"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { decideIssueAction } from "@/lib/actions/orders";
import { ISSUE_MESSAGES } from "@/lib/messages/orders";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/notify";
import { useServerActions } from "@/components/ui/use-server-action";

/** Staff decide an open report (see docs/decisions/buyer-protection.md): release the seller's payout, or refund the buyer; each asked once more. */
export function IssueDecision({ reportId, buyerName, sellerName, refundTotal }: { reportId: string; buyerName: string; sellerName: string; refundTotal: string }) {
  const { call } = useServerActions();
  const router = useRouter();
  const [asking, setAsking] = useState<"release" | "refund" | null>(null);
  const [pending, setPending] = useState(false);

  async function decide(decision: "release" | "refund") {
    setPending(true);
    const result = await call(decideIssueAction, { reportId, decision }, ISSUE_MESSAGES.decideFailed);
    setPending(false);
    setAsking(null);
    if (result.ok) notify.success(result.message ?? ISSUE_MESSAGES.resolved);
    else notify.error(result.message, 6000);
    router.refresh();
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" pending={pending && asking === "release"} onClick={() => setAsking("release")}>
        Resolve: pay the seller
      </Button>
      <Button size="sm" variant="danger-outline" pending={pending && asking === "refund"} onClick={() => setAsking("refund")}>
        Refund the buyer
      </Button>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={asking === "refund" ? "Refund the buyer?" : "Resolve and pay the seller?"}
        question={
          asking === "refund"
            ? `${refundTotal} goes back to ${buyerName}'s M-Pesa and ${sellerName} is not paid for these items. This cannot be undone.`
            : `${sellerName}'s payouts for this order are released once they are delivered. This cannot be undone.`
        }
        confirmLabel={asking === "refund" ? "Refund" : "Resolve"}
        danger={asking === "refund"}
        onConfirm={() => asking && void decide(asking)}
      />
    </div>
  );
}
