import { formatDate, formatKes, formatMonthYear, shortOrderId } from "@/lib/format";

describe("formatKes", () => {
  it("shows whole shillings with two decimals and thousands separators", () => {
    expect(formatKes(1500)).toBe("KES 1,500.00");
    expect(formatKes(0)).toBe("KES 0.00");
    expect(formatKes(38000)).toBe("KES 38,000.00");
  });
});

describe("dates as a student in Kenya reads them", () => {
  // 21:30 UTC on 30 November is already 1 December in Nairobi (UTC+3).
  const lateEvening = new Date("2026-11-30T21:30:00Z");

  it("a day is the Nairobi day, with a short month", () => {
    expect(formatDate(lateEvening)).toBe("1 Dec 2026");
    expect(formatDate(new Date("2026-03-05T09:00:00Z"))).toBe("5 Mar 2026");
  });

  it("member since names the Nairobi month in full", () => {
    expect(formatMonthYear(lateEvening)).toBe("December 2026");
    expect(formatMonthYear(new Date("2026-11-15T12:00:00Z"))).toBe("November 2026");
  });
});

describe("order numbers", () => {
  it("an order is shown by the first 8 characters of its id", () => {
    expect(shortOrderId("3f2b9c1a-7d4e-4f6a-9b2c-1d2e3f4a5b6c")).toBe("3f2b9c1a");
  });
});
