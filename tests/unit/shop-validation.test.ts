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
  it("allows a free item (price 0) but not a negative one", () => {
    expect(productFormSchema.parse({ ...valid, price: "0" }).price).toBe(0);
    expect(productFormSchema.safeParse({ ...valid, price: "-1" }).error?.issues[0]?.message).toBe("Price must be positive");
  });
});
