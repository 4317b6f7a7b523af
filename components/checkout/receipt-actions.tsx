"use client";

import { useEffect, useState } from "react";
import { COPIED_INDICATOR_MS } from "@/lib/constants";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/notify";

/** The receipt number's copy button: 'Receipt number copied to clipboard', and a 'Copied' mark for 3 s (the spec's constants). */
export function CopyReceiptButton({ receipt }: { receipt: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="ghost"
      size="sm"
      data-print="hide"
      aria-label={copied ? "Receipt number copied" : `Copy receipt number ${receipt}`}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(receipt);
          setCopied(true);
          notify.success(CHECKOUT_MESSAGES.receiptCopied);
        } catch {
          notify.error(CHECKOUT_MESSAGES.copyFailed);
        }
      }}
    >
      {copied ? "Copied" : "Copy"}
    </Button>
  );
}

/** Print Receipt: the browser's print dialog, with the print stylesheet leaving the receipt alone on the page. */
export function PrintReceiptButton() {
  return (
    <Button variant="outline" data-print="hide" onClick={() => window.print()}>
      Print Receipt
    </Button>
  );
}
