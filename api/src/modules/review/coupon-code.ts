import { randomInt } from 'node:crypto';

/**
 * Coupon codes (docs/product.md §9: random codes use an alphabet without look-alike characters). No
 * 0/O, 1/I/L: a code read from a phone screen or said on the phone is typed right the first time.
 * 31 symbols, 12 of them: about 59 bits, so guessing a code is hopeless and collisions are rare
 * (the unique index catches the rare one; the service draws again).
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 12;

/** A code like 7KQM-3XTP-9FHR: groups of four are easier to copy. */
export function newCouponCode(draw: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) {
    if (i > 0 && i % 4 === 0) code += '-';
    code += CODE_ALPHABET[draw(CODE_ALPHABET.length)];
  }
  return code;
}
