"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { registerAsSellerAction } from "@/lib/actions/shop";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/notify";
import { AN_ERROR_OCCURRED } from "@/lib/messages/common";
import { SELLER_MESSAGES } from "@/lib/messages/shop";
import { StoreIcon } from "@/components/ui/icons";
import { useServerActions } from "@/components/ui/use-server-action";

/** What My shop shows someone who is not a seller yet: an offer, not an error. */
export function BecomeSeller() {
  const { call } = useServerActions();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <section data-tour="become-seller" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-5 py-16 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
        <StoreIcon width={28} height={28} />
      </span>
      <h1 className="text-2xl font-bold">Open your shop</h1>
      <p className="text-slate-600 dark:text-slate-400">
        Sell textbooks, gadgets and anything else to students on your campus. Buyers pay with M-Pesa and you are paid to your phone when you deliver.
      </p>
      <Button
        data-tour="register-seller"
        pending={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await call(registerAsSellerAction, undefined, AN_ERROR_OCCURRED);
            if (!result.ok) {
              notify.error(result.message);
              return;
            }
            notify.success(result.message ?? SELLER_MESSAGES.registered);
            router.refresh();
          })
        }
      >
        Register as a Seller
      </Button>
    </section>
  );
}
