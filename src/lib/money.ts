const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The shop's one money format: Indian grouping, rupee sign, 2 decimals (₹1,499.00). Unreadable amounts show as ₹0.00. */
export function formatRupees(amount: number): string {
  return rupees.format(Number.isFinite(amount) ? amount : 0);
}
