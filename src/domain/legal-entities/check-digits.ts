/**
 * Check digits of Russian company and bank details (docs/licensing.md §5): the TIN (INN) and the control
 * keys of the correspondent and settlement accounts, which are computed together with the bank's BIK.
 */

const digitsOf = (value: string): number[] => [...value].map(Number);

const weightedSum = (digits: readonly number[], weights: readonly number[]): number =>
  weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0);

const INN_10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_12_FIRST_WEIGHTS = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_12_SECOND_WEIGHTS = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/** A check digit: the weighted sum modulo 11, then modulo 10. */
const innDigit = (digits: readonly number[], weights: readonly number[]) =>
  (weightedSum(digits, weights) % 11) % 10;

/**
 * Whether the TIN starts with a region code that exists: its first two digits name the region of the tax
 * office that issued it, 01 and up; 00 is none, so an all-zero TIN, whose check digits happen to fit, is
 * refused (issue 24 §6).
 */
export const hasTinRegion = (value: string): boolean => /^\d{2}/.test(value) && !value.startsWith('00');

/** A company's TIN: 10 digits, the last one a check digit, from an existing region. */
export function isCompanyTin(value: string): boolean {
  if (!/^\d{10}$/.test(value) || !hasTinRegion(value)) return false;
  const digits = digitsOf(value);
  return innDigit(digits, INN_10_WEIGHTS) === digits[9];
}

/** An individual entrepreneur's TIN: 12 digits, the last two check digits, from an existing region. */
export function isPersonalTin(value: string): boolean {
  if (!/^\d{12}$/.test(value) || !hasTinRegion(value)) return false;
  const digits = digitsOf(value);
  return (
    innDigit(digits, INN_12_FIRST_WEIGHTS) === digits[10] &&
    innDigit(digits, INN_12_SECOND_WEIGHTS) === digits[11]
  );
}

export const isBik = (value: string): boolean => /^\d{9}$/.test(value);

/** The 23 digits whose weighted sum (weights 7, 1, 3 repeated) must end in 0. */
function keyMatches(digits: string): boolean {
  const weights = [7, 1, 3];
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * weights[index % 3]!, 0);
  return sum % 10 === 0;
}

/** A correspondent account's shape: 20 digits starting 301. */
export const isCorrAccountFormat = (value: string): boolean => /^301\d{17}$/.test(value);

/** A correspondent account's control key, checked with "0" and the BIK's 5th and 6th digits before it. */
export function corrAccountKeyMatches(account: string, bik: string): boolean {
  if (!isCorrAccountFormat(account) || !isBik(bik)) return false;
  return keyMatches(`0${bik.slice(4, 6)}${account}`);
}

export const isAccountFormat = (value: string): boolean => /^\d{20}$/.test(value);

/** A settlement account's control key, checked with the BIK's last three digits before it. */
export function accountKeyMatches(account: string, bik: string): boolean {
  if (!isAccountFormat(account) || !isBik(bik)) return false;
  return keyMatches(`${bik.slice(6, 9)}${account}`);
}
