"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { becomeSellerAction } from "@/lib/actions/account";
import { becomeSellerSchema, type BecomeSellerInput } from "@/lib/validation/profile";
import { PROFILE_MESSAGES } from "@/lib/messages/account";
import { SELLER_MESSAGES } from "@/lib/messages/shop";
import { Button } from "@/components/ui/button";
import { CheckboxField, TextField } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/components/ui/notify";
import { useActionForm } from "@/components/ui/use-action-form";
import { StoreIcon } from "@/components/ui/icons";
import { SELLER_TERMS } from "@/lib/messages/legal";

type Field = "shopName" | "acceptTerms";

/** Become a Seller (the spec leaves it open; see docs/decisions/become-a-seller.md): a shop name and the seller terms, then My shop. */
export function BecomeSellerButton() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { errors, pending, submit, clearEdited, reset } = useActionForm<Field>();

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <StoreIcon width={16} height={16} aria-hidden /> Become a Seller
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) reset();
        }}
        title="Become a Seller"
        description="Open a shop and sell to students on your campus. You can still buy."
        size="md"
      >
        <form
          noValidate
          aria-label="Become a Seller"
          className="flex flex-col gap-4"
          onInput={clearEdited}
          onSubmit={async (event) => {
            event.preventDefault();
            const form = event.currentTarget;
            const data = new FormData(form);
            const input = { shopName: String(data.get("shopName") ?? ""), acceptTerms: data.get("acceptTerms") === "on" };
            const done = await submit(form, { input: input as BecomeSellerInput, schema: becomeSellerSchema, action: becomeSellerAction, failed: PROFILE_MESSAGES.updateFailed });
            if (!done) return;
            notify.success(done.message ?? SELLER_MESSAGES.registered);
            router.push("/myshop");
            router.refresh();
          }}
        >
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
        </form>
      </Modal>
    </>
  );
}
