const kes = new Intl.NumberFormat("en-KE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole shillings shown the spec's way: "KES 1,500.00" (see docs/decisions/money.md). */
export function formatKes(amount: number): string {
  return `KES ${kes.format(amount)}`;
}

// Dates as a student in Kenya reads them, whatever the server's time zone.
const dayMonthYear = new Intl.DateTimeFormat("en-KE", { timeZone: "Africa/Nairobi", day: "numeric", month: "short", year: "numeric" });
const dateTime = new Intl.DateTimeFormat("en-KE", { timeZone: "Africa/Nairobi", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: false });
const monthYear = new Intl.DateTimeFormat("en-KE", { timeZone: "Africa/Nairobi", month: "long", year: "numeric" });

/** "24 Nov 2026". */
export function formatDate(date: Date): string {
  return dayMonthYear.format(date);
}

/** "24 Nov 2026, 14:05" (Nairobi time): when a held payout goes to the seller. */
export function formatDateTime(date: Date): string {
  return dateTime.format(date);
}

/** "November 2026" (Member since). */
export function formatMonthYear(date: Date): string {
  return monthYear.format(date);
}

/** The spec's constants: an order id is shown as its first 8 characters. */
export function shortOrderId(orderId: string): string {
  return orderId.slice(0, 8);
}
