import { z } from 'zod';
import { Status } from './status';
import { strictDateTimeField } from './strict-date';

/**
 * Field schemas shared by the browser forms and the API. A zod issue message that is a catalogue
 * number ("608") becomes that status; any other failure is 614 with the field named.
 */
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const emailField = z
  .string({ error: String(Status.emailRequired) })
  .trim()
  .min(1, { error: String(Status.emailRequired), abort: true })
  .max(254, { error: String(Status.emailFormat), abort: true })
  .regex(EMAIL_FORMAT, { error: String(Status.emailFormat) })
  .transform((value) => value.toLowerCase());

/** Old clients send booleans form-encoded: "1", "true", "on", "yes" (and their negatives). */
export const formBoolean = z.preprocess((value) => {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (['1', 'true', 'on', 'yes', 'y'].includes(v)) return true;
    if (['0', 'false', 'off', 'no', 'n', ''].includes(v)) return false;
  }
  return value;
}, z.boolean());

/**
 * `local_time` as the client sends it: YYYY-MM-DD HH:mm:ss in the visitor's clock, a real
 * date-time from 2015 to a couple of days ahead (its day is stored as a Postgres date).
 */
export const localTimeField = strictDateTimeField();

export const siteCodeField = z
  .string({ error: String(Status.siteRequired) })
  .trim()
  .toLowerCase()
  .min(1, { error: String(Status.siteRequired), abort: true })
  .max(8);

export const siteIdQuery = z.coerce
  .number({ error: String(Status.idRequired) })
  .int()
  .positive({ error: String(Status.idRequired) });

export const tokenField = z
  .string({ error: String(Status.linkInvalid) })
  .trim()
  .min(16, { error: String(Status.linkInvalid) })
  .max(128, { error: String(Status.linkInvalid) });
