"use server";

import { z } from "zod";
import { orderRefusalMessage } from "@/lib/cart/rules";
import { cartOrderLines, createOrder, saveDeliveryDetails } from "@/lib/db/orders";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import { addToCartSchema } from "@/lib/validation/cart";
import { checkoutFormSchema } from "@/lib/validation/checkout";
import { refuse, userActionClient } from "./safe-action";
import { succeeded } from "./result";

// Starting a checkout (the spec's validation rules; see docs/decisions/orders.md): the cart, or one product by Buy Now,
// becomes one order with the database's prices; the page then goes to /checkout/{orderId}.
// Payment itself goes through POST /api/mpesa/stkpush (the spec's calls).

export const checkoutCartAction = userActionClient
  .metadata({ name: "checkoutCart", failed: CHECKOUT_MESSAGES.checkoutFailed, signedOut: CHECKOUT_MESSAGES.loginRequired })
  .inputSchema(z.undefined())
  .action(async ({ ctx: { user } }) => {
    const lines = await cartOrderLines(user.id);
    if (lines.length === 0) refuse(CHECKOUT_MESSAGES.cartEmpty);
    const order = await createOrder(user.id, lines);
    if (!order.ok) refuse(orderRefusalMessage(order.reason));
    return succeeded(undefined, { orderId: order.orderId });
  });

/** Buy Now: this product alone, at the chosen quantity; the cart is left as it was. */
export const buyNowAction = userActionClient
  .metadata({ name: "buyNow", failed: CHECKOUT_MESSAGES.purchaseFailed, signedOut: CHECKOUT_MESSAGES.loginRequired })
  .inputSchema(addToCartSchema)
  .action(async ({ parsedInput: { productId, quantity }, ctx: { user } }) => {
    const order = await createOrder(user.id, [{ productId, quantity }]);
    if (!order.ok) refuse(orderRefusalMessage(order.reason));
    return succeeded(undefined, { orderId: order.orderId });
  });

/** The delivery choice and paying phone, saved just before the push (the spec's calls: orders update). */
export const saveCheckoutDetailsAction = userActionClient
  .metadata({ name: "saveCheckoutDetails", failed: CHECKOUT_MESSAGES.saveDetailsFailed, signedOut: CHECKOUT_MESSAGES.loginRequired })
  .inputSchema(checkoutFormSchema)
  .action(async ({ parsedInput: form, ctx: { user } }) => {
    const saved = await saveDeliveryDetails(form.orderId, user.id, {
      deliveryOption: form.deliveryOption,
      deliveryAddress: form.deliveryOption === "delivery" ? form.deliveryAddress : null,
      deliveryInstructions: form.deliveryInstructions ?? null,
      phoneNumber: form.phoneNumber,
    });
    if (!saved.ok) refuse(CHECKOUT_MESSAGES.orderNotFound);
    return succeeded();
  });
