"use client";

import { AppLink } from "@/components/navigation/app-link";
import { useState } from "react";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { ProductStatus } from "@/lib/db/types";
import { STATUS_LABELS } from "@/lib/catalogue/conditions";
import { SELLER_PRODUCT_STATUSES, type SellerProductStatus } from "@/lib/validation/product";
import { ChevronDownIcon } from "@/components/ui/icons";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PRODUCT_MESSAGES } from "@/lib/messages/product";
import { LISTING_REPORT_MESSAGES } from "@/lib/messages/listing-reports";
import { buttonClasses } from "@/components/ui/button";

const STATUSES = SELLER_PRODUCT_STATUSES;

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none select-none data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white";

const buttonClass = buttonClasses({ variant: "secondary", size: "sm" });

export type OwnerProductActionsProps = {
  product: { id: string; name: string; status: ProductStatus; hiddenReason?: string | null };
  onStatusChange: (status: SellerProductStatus) => void;
  onDelete: () => void;
  /** Opens the edit dialog; without it Edit goes to the edit page. */
  onEdit?: () => void;
};

/** The owner's view of a card (the spec's screens): status menu (current one disabled), edit, delete with confirmation. */
export function OwnerProductActions({ product, onStatusChange, onDelete, onEdit }: OwnerProductActionsProps) {
  const [confirming, setConfirming] = useState(false);
  // Staff's to decide (docs/decisions/listing-reports.md): the seller reads why and cannot change the status.
  const hidden = product.status === "hidden";
  return (
    <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
      {hidden ? (
        <p data-testid="hidden-listing-reason" className="w-full rounded-md bg-red-50 px-2 py-1.5 text-xs text-red-900 dark:bg-red-950 dark:text-red-100">
          {product.hiddenReason ? LISTING_REPORT_MESSAGES.ownerHiddenByStaff(product.hiddenReason) : LISTING_REPORT_MESSAGES.ownerHiddenByReports}
        </p>
      ) : null}
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className={buttonClass} disabled={hidden} aria-label={`Status of ${product.name}: ${STATUS_LABELS[product.status]}`}>
          Status
          <ChevronDownIcon width={14} height={14} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="start" sideOffset={6} className="z-50 min-w-44 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900">
            {STATUSES.map((status) => (
              <DropdownMenu.Item key={status} disabled={status === product.status} className={itemClass} onSelect={() => onStatusChange(status)}>
                {STATUS_LABELS[status]}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {onEdit ? (
        <button type="button" onClick={onEdit} className={buttonClass} aria-label={`Edit ${product.name}`}>
          Edit
        </button>
      ) : (
        <AppLink href={`/add-product?edit=${product.id}`} className={buttonClass} aria-label={`Edit ${product.name}`}>
          Edit
        </AppLink>
      )}
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className={buttonClasses({ variant: "danger-outline", size: "sm" })}
        aria-label={`Delete ${product.name}`}
      >
        Delete
      </button>
      <ConfirmDialog open={confirming} onOpenChange={setConfirming} title="Delete product" question={PRODUCT_MESSAGES.deleteQuestion} confirmLabel="Delete" onConfirm={onDelete} danger />
    </div>
  );
}
