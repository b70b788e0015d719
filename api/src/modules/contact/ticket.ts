import { randomInt } from 'node:crypto';
import { TICKET_ALPHABET } from '@voltline/contracts';

/**
 * A ticket reference a person can read out on the phone: VL- and six characters from an alphabet
 * without look-alikes (29^6, about 600 million). Uniqueness is the database's job (unique index);
 * the service draws again on a collision.
 */
export function newTicket(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += TICKET_ALPHABET[randomInt(TICKET_ALPHABET.length)];
  return `VL-${code}`;
}
