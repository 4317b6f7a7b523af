"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { buyNowAction, checkoutCartAction } from "@/lib/actions/checkout";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import { notify } from "@/components/ui/notify";
import { useServerActions } from "@/components/ui/use-server-action";

/**
 * Checkout from the cart, or Buy Now for one product: the server makes the order (see docs/decisions/orders.md) and
 * the page moves to /checkout/{orderId}; a refusal names what is in the way.
 */
export function useStartCheckout() {
  const { call } = useServerActions();
  const router = useRouter();
  const [pending, setPending] = useState(false);

  const start = async (request: Promise<{ ok: boolean; message?: string; data?: { orderId: string } }>) => {
    setPending(true);
    const result = await request;
    if (result.ok && result.data) {
      router.push(`/checkout/${result.data.orderId}`);
      return; // stays pending until the checkout page replaces this one
    }
    setPending(false);
    notify.error(result.message ?? CHECKOUT_MESSAGES.checkoutFailed);
  };

  return {
    pending,
    checkoutCart: () => start(call(checkoutCartAction, undefined, CHECKOUT_MESSAGES.checkoutFailed)),
    buyNow: (productId: string, quantity: number) => start(call(buyNowAction, { productId, quantity }, CHECKOUT_MESSAGES.purchaseFailed)),
  };
}
