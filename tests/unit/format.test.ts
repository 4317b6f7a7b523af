import { formatKes } from "@/lib/format";

describe("formatKes (D6)", () => {
  it("shows whole shillings with two decimals and thousands separators", () => {
    expect(formatKes(1500)).toBe("KES 1,500.00");
    expect(formatKes(0)).toBe("KES 0.00");
    expect(formatKes(38000)).toBe("KES 38,000.00");
  });
});
