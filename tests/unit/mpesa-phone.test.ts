import { maskMsisdn, normaliseMpesaPhone } from "@/lib/mpesa/phone";

const INVALID = "Invalid phone number format. Use format: 07XXXXXXXX or 254XXXXXXXXX";

describe("an M-Pesa phone number", () => {
  it.each([
    ["0712345678", "254712345678"],
    ["0112345678", "254112345678"],
    ["712345678", "254712345678"],
    ["112345678", "254112345678"],
    ["254712345678", "254712345678"],
    ["+254712345678", "254712345678"],
    ["254112345678", "254112345678"],
    ["0712 345 678", "254712345678"],
    ["0712-345-678", "254712345678"],
    ["+254 (712) 345.678", "254712345678"],
    [" 0712345678 ", "254712345678"],
    ["+0712345678", "254712345678"],
  ])("%j is paid from %s", (typed, msisdn) => {
    expect(normaliseMpesaPhone(typed)).toEqual({ ok: true, msisdn });
  });

  it.each([
    ["071234567", "one digit short"],
    ["07123456789", "one digit too many"],
    ["2547123456789", "13 digits after 254"],
    ["25471234567", "11 digits"],
    ["0212345678", "a landline (020), which gets no prompt"],
    ["254212345678", "a landline written with 254"],
    ["812345678", "a number starting with 8"],
    ["0712abc678", "letters"],
    ["++254712345678", "a second plus"],
    ["0712345678+", "a plus at the end"],
    ["07123456７8", "a full-width digit"],
    ["9254712345678", "a digit before 254"],
  ])("%j is refused with the spec's format message (%s)", (typed) => {
    expect(normaliseMpesaPhone(typed)).toEqual({ ok: false, message: INVALID });
  });

  it("an empty or blank number asks for one", () => {
    expect(normaliseMpesaPhone("")).toEqual({ ok: false, message: "Please enter a phone number" });
    expect(normaliseMpesaPhone(" - ")).toEqual({ ok: false, message: "Please enter a phone number" });
  });

  it("a number in logs shows its network prefix and last three digits only", () => {
    expect(maskMsisdn("254712345678")).toBe("2547•••••678");
    expect(maskMsisdn("1234567")).toBe("•••••••");
    expect(maskMsisdn("12345678")).toBe("1234•678");
  });
});
