"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { retryPayoutAction } from "@/lib/actions/orders";
import { callAction } from "@/lib/api/client";
import { PAYOUT_MESSAGES } from "@/lib/messages/orders";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/notify";

/** Staff send a failed payout again (the same row, a new attempt). */
export function PayoutRetry({ payoutId }: { payoutId: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  return (
    <Button
      size="sm"
      variant="secondary"
      pending={pending}
      onClick={async () => {
        setPending(true);
        const result = await callAction(retryPayoutAction, { payoutId }, PAYOUT_MESSAGES.retryRefused);
        setPending(false);
        if (result.ok) notify.success(result.message ?? PAYOUT_MESSAGES.retried);
        else notify.error(result.message, 6000);
        router.refresh();
      }}
    >
      Retry
    </Button>
  );
}
