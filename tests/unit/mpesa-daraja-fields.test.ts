import {
  ACCOUNT_REFERENCE_MAX,
  darajaTimestamp,
  ORDER_TRANSACTION_DESC,
  orderAccountReference,
  stkPassword,
  SUBSCRIPTION_TRANSACTION_DESC,
  subscriptionAccountReference,
  TRANSACTION_DESC_MAX,
} from "@/lib/mpesa/daraja-fields";

describe("the fields of an STK push (as Daraja documents it)", () => {
  it("the timestamp is East Africa Time on a 24-hour clock, whatever the server's zone", () => {
    expect(darajaTimestamp(new Date("2025-03-01T11:30:05Z"))).toBe("20250301143005");
    expect(darajaTimestamp(new Date("2025-12-31T22:59:59Z"))).toBe("20260101015959");
    expect(darajaTimestamp(new Date("2025-01-09T00:04:09Z"))).toBe("20250109030409");
  });

  it("the password is base64 of shortcode, passkey and the same timestamp, in that order (Daraja's own sample decodes to it)", () => {
    const passkey = "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919";
    expect(stkPassword("174379", passkey, "20210628092408")).toBe(
      "MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMjEwNjI4MDkyNDA4",
    );
  });

  it("an order's account reference is its order number: 8 letters and digits, within Daraja's 12", () => {
    const reference = orderAccountReference("1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d");
    expect(reference).toBe("1a2b3c4d");
    expect(reference.length).toBeLessThanOrEqual(ACCOUNT_REFERENCE_MAX);
    expect(orderAccountReference("1a2b-3c4d-5e6f")).toBe("1a2b3c4d");
  });

  it("the payer's statement names the marketplace, within Daraja's 13 characters", () => {
    expect(ORDER_TRANSACTION_DESC).toBe("Campus Market");
    expect(ORDER_TRANSACTION_DESC.length).toBeLessThanOrEqual(TRANSACTION_DESC_MAX);
    expect(ACCOUNT_REFERENCE_MAX).toBe(12);
    expect(TRANSACTION_DESC_MAX).toBe(13);
  });

  it("a Pro payment reads PRO and the subscription number in the prompt, and Campus Pro on the statement, within Daraja's limits", () => {
    const reference = subscriptionAccountReference("9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f");
    expect(reference).toBe("PRO9f8e7d6c");
    expect(reference.length).toBeLessThanOrEqual(ACCOUNT_REFERENCE_MAX);
    expect(SUBSCRIPTION_TRANSACTION_DESC).toBe("Campus Pro");
    expect(SUBSCRIPTION_TRANSACTION_DESC.length).toBeLessThanOrEqual(TRANSACTION_DESC_MAX);
  });
});
