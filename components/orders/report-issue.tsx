"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { reportIssueAction } from "@/lib/actions/orders";
import { ISSUE_MESSAGES } from "@/lib/messages/orders";
import { ISSUE_DESCRIPTION_MAX, issueReportSchema, type IssueReportInput } from "@/lib/validation/orders";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/components/ui/notify";

type ReportIssueProps = { orderId: string; sellerId: string; sellerName: string; /** Already reported and not yet decided. */ open: boolean };

/** Report Issue (the spec's validation rules): a description, required; the seller is told and the order's payouts wait for staff (see docs/decisions/buyer-protection.md). */
export function ReportIssue({ orderId, sellerId, sellerName, open: reported }: ReportIssueProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [description, setDescription] = useState("");

  if (reported) {
    return (
      <p className="text-sm text-amber-900 dark:text-amber-200" data-testid="issue-open">
        Issue reported: our team is looking at it.
      </p>
    );
  }
  return (
    <>
      <Button variant="danger-outline" size="sm" onClick={() => setOpen(true)}>
        Report Issue
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Report Issue"
        description={`Tell us what went wrong with ${sellerName}'s part of this order. The seller's payout waits until our team has looked.`}
      >
        <ActionForm
          className="flex flex-col gap-4"
          action={reportIssueAction}
          schema={issueReportSchema}
          failed={ISSUE_MESSAGES.failed}
          read={(): IssueReportInput => ({ orderId, sellerId, description })}
          onDone={(done) => {
            notify.success(done.message ?? ISSUE_MESSAGES.reported);
            setOpen(false);
            setDescription("");
            router.refresh();
          }}
        >
          {({ errors, pending }) => (
            <>
              <TextAreaField
                label="What went wrong?"
                name="description"
                rows={5}
                maxLength={ISSUE_DESCRIPTION_MAX}
                value={description}
                onChange={(event) => setDescription(event.target.value)}
                error={errors.description}
              />
              <div className="flex justify-end gap-2">
                <Button variant="secondary" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button type="submit" variant="danger" pending={pending}>
                  Report Issue
                </Button>
              </div>
            </>
          )}
        </ActionForm>
      </Modal>
    </>
  );
}
