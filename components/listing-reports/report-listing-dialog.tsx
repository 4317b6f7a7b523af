"use client";

import { useState } from "react";
import { reportListingAction } from "@/lib/actions/listing-reports";
import { LISTING_REPORT_MESSAGES, LISTING_REPORT_REASON_LABELS } from "@/lib/messages/listing-reports";
import { LISTING_REPORT_REASONS, REPORT_DETAILS_MAX, detailsRequired, type ListingReportReason } from "@/lib/listing-reports/rules";
import { listingReportSchema, type ListingReportInput } from "@/lib/validation/listing-reports";
import { ActionForm } from "@/components/ui/action-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/components/ui/notify";

type ReportListingDialogProps = { productId: string; productName: string; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The report form: a reason from a radio group, details (required for Other). Loaded only when a
 * signed-in user opens Report listing (components/product/report-listing.tsx); a refusal (already
 * reported, own listing) is shown in the dialog.
 */
export function ReportListingDialog({ productId, productName, open, onOpenChange }: ReportListingDialogProps) {
  const [reason, setReason] = useState<ListingReportReason | "">("");
  const [details, setDetails] = useState("");
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={LISTING_REPORT_MESSAGES.title} description={LISTING_REPORT_MESSAGES.description}>
      <ActionForm
        className="flex flex-col gap-4"
        action={reportListingAction}
        schema={listingReportSchema}
        failed={LISTING_REPORT_MESSAGES.failed}
        showsRefusal
        read={(): ListingReportInput => ({ productId, reason: reason as ListingReportReason, details })}
        onDone={(done) => {
          notify.success(done.message ?? LISTING_REPORT_MESSAGES.reported);
          onOpenChange(false);
          setReason("");
          setDetails("");
        }}
      >
        {({ errors, pending, refusal }) => (
          <>
            <p className="text-sm font-medium break-words text-slate-800 dark:text-slate-200">{productName}</p>
            {refusal ? <Alert tone="error">{refusal}</Alert> : null}
            <fieldset
              role="radiogroup"
              aria-labelledby="listing-report-reason-legend"
              aria-describedby={errors.reason ? "listing-report-reason-error" : undefined}
              aria-invalid={errors.reason ? true : undefined}
              // The form moves focus to the first field in error: the group, read with its message.
              tabIndex={-1}
              className="flex flex-col gap-2"
            >
              <legend id="listing-report-reason-legend" className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
                {LISTING_REPORT_MESSAGES.reasonLegend}
              </legend>
              <div className="flex flex-col gap-2">
                {LISTING_REPORT_REASONS.map((value) => (
                  <label
                    key={value}
                    className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                      reason === value ? "border-brand-700 bg-brand-50 dark:border-brand-400 dark:bg-brand-950" : "border-slate-300 dark:border-slate-700"
                    }`}
                  >
                    <input
                      type="radio"
                      name="reason"
                      value={value}
                      checked={reason === value}
                      onChange={() => setReason(value)}
                      className="size-4 accent-brand-700 dark:accent-brand-400"
                    />
                    {LISTING_REPORT_REASON_LABELS[value]}
                  </label>
                ))}
              </div>
              <p id="listing-report-reason-error" aria-live="polite" className="text-sm text-red-700 empty:hidden dark:text-red-400">
                {errors.reason ?? ""}
              </p>
            </fieldset>
            <TextAreaField
              label={LISTING_REPORT_MESSAGES.detailsLabel}
              name="details"
              optional={reason !== "" && !detailsRequired(reason)}
              hint={LISTING_REPORT_MESSAGES.detailsHint}
              rows={4}
              maxLength={REPORT_DETAILS_MAX}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              error={errors.details}
            />
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                {LISTING_REPORT_MESSAGES.cancel}
              </Button>
              <Button type="submit" variant="danger" pending={pending}>
                {LISTING_REPORT_MESSAGES.send}
              </Button>
            </div>
          </>
        )}
      </ActionForm>
    </Modal>
  );
}
