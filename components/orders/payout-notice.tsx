import type { ReactNode } from "react";
import { Alert, type AlertTone } from "@/components/ui/alert";

type PayoutNoticeProps = { tone: AlertTone; kind: string; children: ReactNode };

/**
 * The payout's state on the seller's item page. Not a live region: the page re-renders on every
 * refresh (its own, the 60 s timer, each order event), and a status region would announce
 * "Payout on hold" or "B2C Payment initiated!" again each time, on top of the one toast the click
 * raised. The state is read where it sits; events are told by their toast.
 */
export function PayoutNotice({ tone, kind, children }: PayoutNoticeProps) {
  return (
    <Alert tone={tone} role="note" data-testid="payout-status" data-kind={kind}>
      {children}
    </Alert>
  );
}
