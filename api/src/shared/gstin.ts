/**
 * A GSTIN: 2-digit state code, the holder's PAN (5 letters, 4 digits, a letter), the registration number
 * (1-9 or a letter), 'Z', then a check character (base-36 weighted sum of the first 14, weights 1 and 2).
 */
const GSTIN = /^(0[1-9]|[1-3][0-9])[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  [...first14].forEach((character, index) => {
    const product = ALPHABET.indexOf(character) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  });
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Upper-cased, spaces removed; valid format and check character. */
export function isValidGstin(value: string): boolean {
  return GSTIN.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value[14];
}

export const normaliseGstin = (value: string): string => value.replace(/\s+/g, '').toUpperCase();
