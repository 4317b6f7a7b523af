import { isSubscriberLocked, readResultCode, readStkCallback, stkOutcome } from "@/lib/mpesa/stk-results";

const success = {
  Body: {
    stkCallback: {
      MerchantRequestID: "1a2b-4c5d-9e8f-0011223344",
      CheckoutRequestID: "ws_CO_01032025143005123712345678",
      ResultCode: 0,
      ResultDesc: "The service request is processed successfully.",
      CallbackMetadata: {
        Item: [
          { Name: "Amount", Value: 150.0 },
          { Name: "MpesaReceiptNumber", Value: "TC1ABC2DEF" },
          { Name: "Balance" },
          { Name: "TransactionDate", Value: 20250301143042 },
          { Name: "PhoneNumber", Value: 254712345678 },
        ],
      },
    },
  },
};

describe("what an STK result means to a student", () => {
  it("0 is paid", () => expect(stkOutcome(0)).toEqual({ kind: "paid" }));

  it.each([
    [1032, "You cancelled the M-Pesa prompt. Nothing was charged."],
    [1, "Your M-Pesa balance was not enough for this payment. Nothing was charged."],
    [1037, "We could not reach your phone. Check it is on and has signal, then try again."],
    [2001, "The M-Pesa PIN was wrong. Nothing was charged."],
    [1019, "The M-Pesa prompt timed out before it was answered. Nothing was charged."],
    [4, "This payment is over your M-Pesa limit. Nothing was charged."],
    [17, "M-Pesa is busy with another request on your phone. Wait a minute, then try again."],
    [1001, "M-Pesa is busy with another request on your phone. Wait a minute, then try again."],
    [9999, "The payment did not go through. Nothing was charged."],
    [2028, "The payment did not go through. Nothing was charged."],
  ])("result %i is unpaid: '%s'", (code, message) => {
    expect(stkOutcome(code)).toEqual({ kind: "failed", message });
  });

  it("a result code is read from a callback's number or a query's string of digits, nothing else", () => {
    expect(readResultCode(1032)).toBe(1032);
    expect(readResultCode("0")).toBe(0);
    expect(readResultCode(" 1037 ")).toBe(1037);
    for (const value of ["", "1.5", "-1", "SFC_IC0003", "1234567", 1.5, null, undefined, {}]) expect(readResultCode(value)).toBeNull();
  });
});

describe("reading an STK callback (as Daraja documents it)", () => {
  it("a successful callback gives the amount, receipt and payer, looked up by name", () => {
    expect(readStkCallback(success)).toEqual({
      checkoutRequestId: "ws_CO_01032025143005123712345678",
      merchantRequestId: "1a2b-4c5d-9e8f-0011223344",
      resultCode: 0,
      resultDesc: "The service request is processed successfully.",
      amount: 150,
      receipt: "TC1ABC2DEF",
      phoneNumber: "254712345678",
    });
  });

  it("items in another order, or with the balance missing, read the same", () => {
    const shuffled = structuredClone(success);
    shuffled.Body.stkCallback.CallbackMetadata.Item.reverse();
    shuffled.Body.stkCallback.CallbackMetadata.Item.splice(1, 1);
    expect(readStkCallback(shuffled)).toMatchObject({ amount: 150, receipt: "TC1ABC2DEF", phoneNumber: "254712345678" });
  });

  it("an amount sent as a string of digits is read as a number; anything else is no amount", () => {
    const asString = structuredClone(success) as unknown as { Body: { stkCallback: { CallbackMetadata: { Item: Array<{ Name: string; Value?: unknown }> } } } };
    asString.Body.stkCallback.CallbackMetadata.Item[0] = { Name: "Amount", Value: "150.00" };
    expect(readStkCallback(asString)?.amount).toBe(150);
    asString.Body.stkCallback.CallbackMetadata.Item[0] = { Name: "Amount", Value: "150" };
    expect(readStkCallback(asString)?.amount).toBe(150);
    for (const odd of ["150 KES", "KES 150", "1e3", ""]) {
      asString.Body.stkCallback.CallbackMetadata.Item[0] = { Name: "Amount", Value: odd };
      expect(readStkCallback(asString)?.amount).toBeNull();
    }
  });

  it("a receipt that is not letters and digits is not taken", () => {
    const odd = structuredClone(success) as unknown as { Body: { stkCallback: { CallbackMetadata: { Item: Array<{ Name: string; Value?: unknown }> } } } };
    for (const receipt of ["tc1abc2def'; --", "xTC1ABC2DEF", "TC1ABC2DEF!", "TC1ABC2", 12345678]) {
      odd.Body.stkCallback.CallbackMetadata.Item[1] = { Name: "MpesaReceiptNumber", Value: receipt };
      expect(readStkCallback(odd)?.receipt).toBeNull();
    }
  });

  it("a failed callback has a code and no payment details", () => {
    const cancelled = { Body: { stkCallback: { MerchantRequestID: "m-1", CheckoutRequestID: "ws_CO_1", ResultCode: 1032, ResultDesc: "Request cancelled by user" } } };
    expect(readStkCallback(cancelled)).toEqual({
      checkoutRequestId: "ws_CO_1",
      merchantRequestId: "m-1",
      resultCode: 1032,
      resultDesc: "Request cancelled by user",
      amount: null,
      receipt: null,
      phoneNumber: null,
    });
  });

  it("a callback without a description reads as an empty one", () => {
    const bare = { Body: { stkCallback: { MerchantRequestID: "m-1", CheckoutRequestID: "ws_CO_1", ResultCode: 1037 } } };
    expect(readStkCallback(bare)?.resultDesc).toBe("");
  });

  it("a result code sent as a string reads the same as a number", () => {
    const asString = { Body: { stkCallback: { MerchantRequestID: "m-1", CheckoutRequestID: "ws_CO_1", ResultCode: "1032", ResultDesc: "" } } };
    expect(readStkCallback(asString)?.resultCode).toBe(1032);
  });

  it.each([
    ["nothing", undefined],
    ["an empty object", {}],
    ["no checkout request id", { Body: { stkCallback: { MerchantRequestID: "m", CheckoutRequestID: "", ResultCode: 0, ResultDesc: "" } } }],
    ["a result code that is not a number", { Body: { stkCallback: { MerchantRequestID: "m", CheckoutRequestID: "ws_CO_1", ResultCode: "zero", ResultDesc: "" } } }],
    ["a huge id", { Body: { stkCallback: { MerchantRequestID: "m", CheckoutRequestID: "x".repeat(101), ResultCode: 0, ResultDesc: "" } } }],
  ])("%s is not a callback", (_what, body) => {
    expect(readStkCallback(body)).toBeNull();
  });
});

describe("an STK callback's checkout request id", () => {
  it("is Daraja's letters, digits, _ and -, or the body is not a callback", () => {
    const body = (id: string) => ({ Body: { stkCallback: { MerchantRequestID: "m", CheckoutRequestID: id, ResultCode: 0, ResultDesc: "" } } });
    expect(readStkCallback(body("ws_CO_0103-2025"))?.checkoutRequestId).toBe("ws_CO_0103-2025");
    for (const id of ["ws_CO_1\ud800", "ws_CO_1 OR 1=1", "ws/CO", "x".repeat(101)]) expect(readStkCallback(body(id))).toBeNull();
  });
});

describe("a push refused because the phone still shows a prompt", () => {
  it("is told by Daraja's message, since 500.001.1001 also means wrong credentials or an unknown shortcode", () => {
    expect(isSubscriberLocked({ errorCode: "500.001.1001", message: "STK push: 500.001.1001 Unable to lock subscriber, a transaction is already in process for the current request" })).toBe(true);
    expect(isSubscriberLocked({ errorCode: "500.001.1001", message: "STK push: 500.001.1001 Wrong credentials" })).toBe(false);
    expect(isSubscriberLocked({ errorCode: "500.001.1001", message: "STK push: 500.001.1001 Merchant does not exist" })).toBe(false);
    expect(isSubscriberLocked({ errorCode: "400.002.02", message: "Unable to lock subscriber" })).toBe(false);
    expect(isSubscriberLocked({ errorCode: null, message: "Unable to lock subscriber" })).toBe(false);
  });
});
