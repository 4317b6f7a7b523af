import { businessHoursText, parseBusinessHours, shopFormSchema } from "@/lib/validation/shop";
import { productFormSchema } from "@/lib/validation/product";

describe("business hours", () => {
  it("become a structure when every part reads 'day: hours'", () => {
    expect(parseBusinessHours("Mon-Fri: 8:00-17:00\nSat: 9:00-13:00")).toEqual({ "Mon-Fri": "8:00-17:00", Sat: "9:00-13:00" });
    expect(parseBusinessHours("Weekdays: 8am-5pm; Sunday: closed")).toEqual({ Weekdays: "8am-5pm", Sunday: "closed" });
    expect(parseBusinessHours('{"mon":"8-5"}')).toEqual({ mon: "8-5" });
  });

  it("stay as text otherwise", () => {
    expect(parseBusinessHours("Most afternoons after class")).toBe("Most afternoons after class");
    expect(parseBusinessHours("Mon-Fri: 8-5\nask me on WhatsApp")).toBe("Mon-Fri: 8-5\nask me on WhatsApp");
    expect(parseBusinessHours(null)).toBeNull();
  });

  it("read back as the text a seller edits", () => {
    expect(businessHoursText({ "Mon-Fri": "8:00-17:00", Sat: "9:00-13:00" })).toBe("Mon-Fri: 8:00-17:00\nSat: 9:00-13:00");
    expect(businessHoursText("After class")).toBe("After class");
    expect(businessHoursText(null)).toBe("");
  });
});

describe("shop form", () => {
  it("needs a shop name and reads the delivery tick", () => {
    expect(shopFormSchema.safeParse({ shopName: " " }).error?.issues[0]?.message).toBe("Shop name is required");
    expect(shopFormSchema.parse({ shopName: "A", offersDelivery: "on" }).offersDelivery).toBe(true);
    expect(shopFormSchema.parse({ shopName: "A" })).toMatchObject({ offersDelivery: false, description: null, preferredContact: null });
  });
});

describe("product form", () => {
  const valid = { name: "Lamp", price: "1,500", description: "Bright", categoryId: "3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f70", condition: "new" };
  it("reads a price with thousands separators as whole shillings", () => {
    expect(productFormSchema.parse(valid).price).toBe(1500);
  });
  const priceError = (price: string) => productFormSchema.safeParse({ ...valid, price }).error?.issues[0]?.message;

  it("takes whole shillings from 1 to 1,000,000", () => {
    expect(productFormSchema.parse({ ...valid, price: "1" }).price).toBe(1);
    expect(productFormSchema.parse({ ...valid, price: " 950 " }).price).toBe(950);
    expect(productFormSchema.parse({ ...valid, price: "1,000,000" }).price).toBe(1_000_000);
    expect(priceError("1000001")).toBe("Price must be at most KES 1,000,000");
    expect(priceError("99999999999999999999999")).toBe("Price must be at most KES 1,000,000");
  });

  it("refuses a price of 0 or below as not positive", () => {
    expect(priceError("0")).toBe("Price must be positive");
    expect(priceError("000")).toBe("Price must be positive");
    expect(priceError("-1")).toBe("Price must be positive");
  });

  it("reads digits only: hex, exponents, decimals and signs are refused, never converted", () => {
    for (const price of ["0x10", "0b11", "0o17", "1e3", "Infinity", "+5", "１２", "12abc", "1,5,0"]) {
      expect([price, priceError(price)]).toEqual([price, "Enter the price in digits, like 1500"]);
    }
    expect(priceError("12.50")).toBe("Price must be in whole shillings");
  });
});
