// Which profile edits need the current password again (Edit Profile).

const digitsOf = (phone: string | null) => phone?.replace(/\D/g, "") ?? "";

/**
 * A seller's phone is where M-Pesa payouts go: replacing or removing it is what a thief with
 * a borrowed session would do first. Adding a first phone, or the same number written
 * another way ("0712 345 678" for "0712345678"), is not a change of payout phone.
 */
export function isPayoutPhoneChange({ isSeller, before, after }: { isSeller: boolean; before: string | null; after: string | null }): boolean {
  if (!isSeller || digitsOf(before) === "") return false;
  return digitsOf(before) !== digitsOf(after);
}
