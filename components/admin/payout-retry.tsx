"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { retryPayoutAction } from "@/lib/actions/orders";
import { PAYOUT_MESSAGES } from "@/lib/messages/orders";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/notify";
import { useServerActions } from "@/components/ui/use-server-action";

/** Staff send a failed payout again (the same row, a new attempt). */
export function PayoutRetry({ payoutId }: { payoutId: string }) {
  const { call } = useServerActions();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  return (
    <Button
      size="sm"
      variant="secondary"
      pending={pending}
      onClick={async () => {
        setPending(true);
        const result = await call(retryPayoutAction, { payoutId }, PAYOUT_MESSAGES.retryRefused);
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
