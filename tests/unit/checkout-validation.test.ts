import { checkoutFormSchema, isCheckoutRequestId, stkPushRequestSchema } from "@/lib/validation/checkout";
import { orderRefusalMessage } from "@/lib/cart/rules";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import { firstFieldErrors } from "@/lib/validation/auth";

const ORDER = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
const errorsFor = (body: unknown) => {
  const result = stkPushRequestSchema.safeParse(body);
  return result.success ? {} : firstFieldErrors(result.error);
};

describe("a payment request", () => {
  it("takes the phone as typed or as the spec's number, and gives the 12 digits M-Pesa wants", () => {
    expect(stkPushRequestSchema.parse({ orderId: ORDER, phoneNumber: "0712 345 678" })).toEqual({ orderId: ORDER, phoneNumber: "254712345678" });
    expect(stkPushRequestSchema.parse({ orderId: ORDER, phoneNumber: 712345678, amount: 1500 })).toMatchObject({ phoneNumber: "254712345678", amount: 1500 });
  });

  it("ignores the account reference a body carries (the server writes its own)", () => {
    expect(stkPushRequestSchema.parse({ orderId: ORDER, phoneNumber: "0712345678", accountReference: "Anything at all, 40 characters long..." })).toMatchObject({ orderId: ORDER });
  });

  it.each([
    [{ orderId: ORDER }, "phoneNumber", "Phone number and amount are required"],
    [{ orderId: ORDER, phoneNumber: null }, "phoneNumber", "Phone number and amount are required"],
    [{ orderId: ORDER, phoneNumber: -712345678 }, "phoneNumber", "Phone number and amount are required"],
    [{ orderId: ORDER, phoneNumber: 7123.5 }, "phoneNumber", "Phone number and amount are required"],
    [{ orderId: ORDER, phoneNumber: "" }, "phoneNumber", "Please enter a phone number"],
    [{ orderId: ORDER, phoneNumber: "0812345678" }, "phoneNumber", "Invalid phone number format. Use format: 07XXXXXXXX or 254XXXXXXXXX"],
    [{ orderId: ORDER, phoneNumber: "0712345678", amount: 0 }, "amount", "Invalid amount. Must be a positive number."],
    [{ orderId: ORDER, phoneNumber: "0712345678", amount: -1 }, "amount", "Invalid amount. Must be a positive number."],
    [{ orderId: ORDER, phoneNumber: "0712345678", amount: 1.5 }, "amount", "Invalid amount. Must be a positive number."],
    [{ orderId: ORDER, phoneNumber: "0712345678", amount: "1500" }, "amount", "Invalid amount. Must be a positive number."],
    [{ orderId: "order-1", phoneNumber: "0712345678" }, "orderId", "Order not found. Please return to your cart and try again."],
  ])("%o is refused on %s: '%s'", (body, field, message) => {
    expect((errorsFor(body) as Record<string, string>)[field]).toBe(message);
  });

  it("an amount of 1 is the smallest accepted", () => {
    expect(stkPushRequestSchema.parse({ orderId: ORDER, phoneNumber: "0712345678", amount: 1 }).amount).toBe(1);
  });
});

describe("a checkout request id in an address", () => {
  it("is Daraja's letters, digits, _ and -, up to 100, tested as received", () => {
    expect(isCheckoutRequestId("ws_CO_01032025143005123712345678")).toBe(true);
    expect(isCheckoutRequestId("a-b_C9")).toBe(true);
    expect(isCheckoutRequestId("x".repeat(100))).toBe(true);
    for (const id of ["", "x".repeat(101), "ws_CO_1\u0000", " ws_CO_1", "ws_CO_1 ", "ws/CO", "ws_CO_1;drop", "../x"]) expect(isCheckoutRequestId(id)).toBe(false);
  });
});

describe("the checkout form", () => {
  const pickup = { orderId: ORDER, deliveryOption: "pickup", pickupConfirmed: true, phoneNumber: "0712 345 678" };
  const formErrors = (changes: Record<string, unknown>) => {
    const result = checkoutFormSchema.safeParse({ ...pickup, ...changes });
    return result.success ? {} : firstFieldErrors(result.error);
  };

  it("a confirmed pickup with a phone is read with the phone as M-Pesa's 12 digits and no address", () => {
    expect(checkoutFormSchema.parse(pickup)).toEqual({ orderId: ORDER, deliveryOption: "pickup", pickupConfirmed: true, deliveryAddress: "", phoneNumber: "254712345678" });
  });

  it("a delivery keeps its address and instructions, trimmed", () => {
    expect(checkoutFormSchema.parse({ ...pickup, deliveryOption: "delivery", pickupConfirmed: false, deliveryAddress: "  Hall 6, room 12 ", deliveryInstructions: " Call first " })).toMatchObject({
      deliveryAddress: "Hall 6, room 12",
      deliveryInstructions: "Call first",
    });
  });

  it.each([
    [{ phoneNumber: "" }, { phoneNumber: "Please enter a phone number" }],
    [{ phoneNumber: "   " }, { phoneNumber: "Please enter a phone number" }],
    [{ phoneNumber: "12345" }, { phoneNumber: "Invalid phone number format. Use format: 07XXXXXXXX or 254XXXXXXXXX" }],
    [{ pickupConfirmed: false }, { pickupConfirmed: "Please confirm pickup arrangements" }],
    [{ deliveryOption: "delivery", deliveryAddress: "" }, { deliveryAddress: "Please provide a delivery address" }],
    [{ deliveryOption: "delivery", deliveryAddress: "  \n " }, { deliveryAddress: "Please provide a delivery address" }],
    [{ deliveryOption: "drone" }, { deliveryOption: "Choose pickup or delivery" }],
    [{ deliveryOption: "delivery", deliveryAddress: "x".repeat(301) }, { deliveryAddress: "Keep the delivery address under 300 characters" }],
    [{ deliveryInstructions: "x".repeat(501) }, { deliveryInstructions: "Keep the delivery instructions under 500 characters" }],
  ])("%j is refused: %j", (changes, expected) => {
    expect(formErrors(changes)).toEqual(expected);
  });

  it("a form that is not an object at all is refused, not thrown on", () => {
    for (const input of [undefined, null, "pickup", 5, []]) expect(checkoutFormSchema.safeParse(input).success).toBe(false);
  });

  it("a pickup whose confirmation box was never sent is not confirmed", () => {
    expect(formErrors({ pickupConfirmed: undefined })).toEqual({ pickupConfirmed: "Please confirm pickup arrangements" });
  });

  it("a phone that is no text at all asks for a phone number", () => {
    expect(formErrors({ phoneNumber: null })).toEqual({ phoneNumber: "Please enter a phone number" });
    expect(formErrors({ phoneNumber: 712345678 })).toEqual({ phoneNumber: "Please enter a phone number" });
  });

  it("delivery instructions keep their lines", () => {
    expect(checkoutFormSchema.parse({ ...pickup, deliveryInstructions: "Gate B\nCall first" }).deliveryInstructions).toBe("Gate B\nCall first");
  });

  it("an unconfirmed pickup is fine once delivery is chosen instead, and an address is not needed for pickup", () => {
    expect(formErrors({ deliveryOption: "delivery", pickupConfirmed: false, deliveryAddress: "Hall 6" })).toEqual({});
    expect(formErrors({ deliveryAddress: "" })).toEqual({});
  });

  it("addresses of exactly 300 and instructions of 500 characters are accepted", () => {
    expect(formErrors({ deliveryOption: "delivery", deliveryAddress: "x".repeat(300), deliveryInstructions: "y".repeat(500) })).toEqual({});
  });

  describe("says everything wrong in one answer", () => {
    it.each([
      [
        "delivery with no address and a short phone",
        { deliveryOption: "delivery", deliveryAddress: "", phoneNumber: "12345" },
        { deliveryAddress: CHECKOUT_MESSAGES.deliveryAddressRequired, phoneNumber: CHECKOUT_MESSAGES.phoneInvalid },
      ],
      [
        "delivery with no address and no phone",
        { deliveryOption: "delivery", deliveryAddress: "  ", phoneNumber: "" },
        { deliveryAddress: CHECKOUT_MESSAGES.deliveryAddressRequired, phoneNumber: CHECKOUT_MESSAGES.phoneRequired },
      ],
      [
        "an unconfirmed pickup and no phone",
        { pickupConfirmed: false, phoneNumber: "" },
        { pickupConfirmed: CHECKOUT_MESSAGES.pickupUnconfirmed, phoneNumber: CHECKOUT_MESSAGES.phoneRequired },
      ],
      [
        "an unconfirmed pickup, too long instructions and a phone that is no text",
        { pickupConfirmed: false, deliveryInstructions: "x".repeat(501), phoneNumber: null },
        { pickupConfirmed: CHECKOUT_MESSAGES.pickupUnconfirmed, deliveryInstructions: CHECKOUT_MESSAGES.deliveryInstructionsTooLong, phoneNumber: CHECKOUT_MESSAGES.phoneRequired },
      ],
      [
        "no address, too long instructions, a bad phone and an order id that is no id",
        { orderId: "nope", deliveryOption: "delivery", deliveryAddress: "", deliveryInstructions: "x".repeat(501), phoneNumber: "0812345678" },
        {
          orderId: CHECKOUT_MESSAGES.orderNotFound,
          deliveryAddress: CHECKOUT_MESSAGES.deliveryAddressRequired,
          deliveryInstructions: CHECKOUT_MESSAGES.deliveryInstructionsTooLong,
          phoneNumber: CHECKOUT_MESSAGES.phoneInvalid,
        },
      ],
    ])("%s", (_case, changes, expected) => {
      expect(formErrors(changes)).toEqual(expected);
    });

    it("gives each field one message, in the spec's words", () => {
      const result = checkoutFormSchema.safeParse({ ...pickup, deliveryOption: "delivery", deliveryAddress: "", phoneNumber: "" });
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
        ["phoneNumber", "Please enter a phone number"],
        ["deliveryAddress", "Please provide a delivery address"],
      ]);
    });

    it("does not judge the address or the pickup box when the choice itself is unreadable", () => {
      expect(formErrors({ deliveryOption: "drone", pickupConfirmed: false, deliveryAddress: "", phoneNumber: "" })).toEqual({
        deliveryOption: CHECKOUT_MESSAGES.deliveryOptionRequired,
        phoneNumber: CHECKOUT_MESSAGES.phoneRequired,
      });
    });

    it("a pickup box that could not be read is not also called unconfirmed", () => {
      const result = checkoutFormSchema.safeParse({ ...pickup, pickupConfirmed: null, phoneNumber: "" });
      expect(result.error!.issues.map((issue) => issue.path.join("."))).toEqual(["pickupConfirmed", "phoneNumber"]);
    });

    it("an address that is too long is said once, as too long", () => {
      expect(formErrors({ deliveryOption: "delivery", deliveryAddress: "x".repeat(301), phoneNumber: "" })).toEqual({
        deliveryAddress: CHECKOUT_MESSAGES.deliveryAddressTooLong,
        phoneNumber: CHECKOUT_MESSAGES.phoneRequired,
      });
    });
  });
});

describe("why the cart could not become an order", () => {
  it.each([
    [{ kind: "empty" as const }, "Your cart is empty"],
    [{ kind: "missing" as const }, "This item is no longer available"],
    [{ kind: "own" as const, productName: "Lamp" }, "You cannot buy your own listing"],
    [{ kind: "unavailable" as const, productName: "Lamp" }, CHECKOUT_MESSAGES.noLongerAvailable("Lamp")],
    [{ kind: "short" as const, productName: "Lamp", left: 2 }, "Lamp: only 2 left. Change the quantity in your cart and check out again."],
    [{ kind: "short" as const, productName: "Lamp", left: 0 }, "Lamp is no longer available. Remove it from your cart and check out again."],
    [{ kind: "belowPayoutMinimum" as const, productName: "Pen" }, "Pen comes to less than KES 10, the least M-Pesa can pay its seller. Add more of it, or remove it from your cart."],
  ])("%j: %s", (refusal, message) => {
    expect(orderRefusalMessage(refusal)).toBe(message);
  });
});
