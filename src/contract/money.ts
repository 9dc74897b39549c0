/** Naira amounts as the app shows them, shared by the client and the server (a shared link's price). */

const INVALID_NUMBER_INPUT = 'Invalid number input';

const wholeNaira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });
const nairaWithKobo = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A display amount as a finite number. Numeric strings are accepted because
 * decimal fields may arrive as text ("25000.00"); anything else raises the
 * spec's Invalid number input error.
 */
export function toDisplayNumber(value: unknown): number {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof parsed !== 'number' || !Number.isFinite(parsed)) throw new Error(INVALID_NUMBER_INPUT);
  return parsed;
}

/** A post's price: FREE at 0, whole naira without kobo (₦25,000), else with two decimals. */
export function formatNaira(price: number | string): string {
  const amount = toDisplayNumber(price);
  if (amount === 0) return 'FREE';
  return Number.isInteger(amount) ? wholeNaira.format(amount) : nairaWithKobo.format(amount);
}

/** A wallet amount: always NGN with two decimals (₦1,500.00), 0 included. */
export function formatWalletAmount(amount: number | string): string {
  return nairaWithKobo.format(toDisplayNumber(amount));
}
