"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { becomeSellerAction } from "@/lib/actions/account";
import { becomeSellerSchema, type BecomeSellerInput } from "@/lib/validation/profile";
import { PROFILE_MESSAGES } from "@/lib/messages/account";
import { SELLER_MESSAGES } from "@/lib/messages/shop";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { CheckboxField, TextField } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/components/ui/notify";
import { StoreIcon } from "@/components/ui/icons";
import { SELLER_TERMS } from "@/lib/messages/legal";

/** Become a Seller (the spec leaves it open; see docs/decisions/become-a-seller.md): a shop name and the seller terms, then My shop. */
export function BecomeSellerButton() {
  const router = useRouter();
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <StoreIcon width={16} height={16} aria-hidden /> Become a Seller
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Become a Seller"
        description="Open a shop and sell to students on your campus. You can still buy."
        size="md"
      >
        <ActionForm
          aria-label="Become a Seller"
          className="flex flex-col gap-4"
          action={becomeSellerAction}
          schema={becomeSellerSchema}
          failed={PROFILE_MESSAGES.updateFailed}
          read={(form) => {
            const data = new FormData(form);
            return { shopName: String(data.get("shopName") ?? ""), acceptTerms: data.get("acceptTerms") === "on" } as BecomeSellerInput;
          }}
          onDone={(done) => {
            notify.success(done.message ?? SELLER_MESSAGES.registered);
            router.push("/myshop");
            router.refresh();
          }}
        >
          {({ errors, pending }) => (
            <>
              <TextField label="Shop name" name="shopName" placeholder="e.g. Achieng's Books" maxLength={80} error={errors.shopName} />
              <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950">
                <h3 className="text-sm font-semibold">Seller terms</h3>
                <ol className="mt-2 flex max-h-48 list-decimal flex-col gap-1.5 overflow-y-auto pl-5 text-sm text-slate-700 dark:text-slate-300">
                  {SELLER_TERMS.map((term) => (
                    <li key={term}>{term}</li>
                  ))}
                </ol>
              </div>
              <CheckboxField label="I accept the seller terms" name="acceptTerms" error={errors.acceptTerms} />
              <div className="flex justify-end gap-2 pt-1">
                <Button variant="secondary" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button type="submit" pending={pending}>
                  Open my shop
                </Button>
              </div>
            </>
          )}
        </ActionForm>
      </Modal>
    </>
  );
}
