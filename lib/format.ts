const kes = new Intl.NumberFormat("en-KE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole shillings shown the spec's way: "KES 1,500.00" (D6). */
export function formatKes(amount: number): string {
  return `KES ${kes.format(amount)}`;
}
