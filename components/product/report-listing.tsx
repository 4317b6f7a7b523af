"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { loginPathFor } from "@/lib/routes";
import { notify } from "@/components/ui/notify";
import { buttonClasses } from "@/components/ui/button";
import { LISTING_REPORT_MESSAGES } from "@/lib/messages/listing-reports";

// The dialog and its form (zod, Radix) are fetched when a signed-in user opens it, never by
// visitors browsing the catalogue (tests/unit/visitor-bundle.test.ts).
const ReportListingDialog = dynamic(() => import("@/components/listing-reports/report-listing-dialog").then((m) => m.ReportListingDialog));

type ReportListingProps = { productId: string; productName: string; /** A visitor is asked to sign in instead; the control carries nothing else of who looks. */ signedIn: boolean };

/** Report listing on a product page (see docs/decisions/listing-reports.md): anyone signed in but its seller. */
export function ReportListing({ productId, productName, signedIn }: ReportListingProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClasses({ variant: "danger-link", size: "sm" })}
        onClick={() => {
          if (!signedIn) {
            notify.error(LISTING_REPORT_MESSAGES.signedOut);
            router.push(loginPathFor(`/product/${productId}`));
            return;
          }
          setOpened(true);
          setOpen(true);
        }}
      >
        {LISTING_REPORT_MESSAGES.open}
      </button>
      {opened ? <ReportListingDialog productId={productId} productName={productName} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
