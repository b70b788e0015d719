import { z } from 'zod';
import { Status } from './status';
import { problem } from './problem';
import { multiLineText, singleLineText } from './safe-text';
import { strictDateTimeField } from './strict-date';

/**
 * Field schemas shared by the browser forms and the API. An issue that carries a catalogue status
 * (`problem(Status.x)`, problem.ts) is answered with that status; any other failure is 614 with
 * the field named.
 */

/**
 * The start of every single-line text field: a string Postgres and UTF-8 can take (no NUL, no lone
 * surrogate) and no control character (no CR/LF to forge lines in mails; see safe-text.ts),
 * refused at the edge with 614 naming the field.
 */
export const safeString = (params?: Parameters<typeof z.string>[0]) => singleLineText(z.string(params));

/** The start of a multi-line text field (a message, an opinion): the same, line breaks and tabs kept. */
export const safeMultiLineString = (params?: Parameters<typeof z.string>[0]) => multiLineText(z.string(params));

/** The site a person used: it only picks the language of emails and messages. */
export const siteHint = safeString().trim().toLowerCase().max(8).optional();

/**
 * The mail jobs check addresses with zod's email pattern; the edge checks the same one, so an
 * address that is accepted can always be mailed (no 500 from a job refused after the row was written).
 */
const EMAIL_FORMAT = z.regexes.email;

export const emailField = safeString(problem(Status.emailRequired))
  .trim()
  .min(1, problem(Status.emailRequired, { abort: true }))
  .max(254, problem(Status.emailFormat, { abort: true }))
  .regex(EMAIL_FORMAT, problem(Status.emailFormat))
  .transform((value) => value.toLowerCase());

/**
 * What a form-encoded request checked by `schema` carries (the old client's encoding, and the web
 * app's): each of its fields as text, optional where the schema's field is.
 */
export type FormFields<S extends z.ZodType> = { [K in keyof z.input<S>]: string };

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

export const siteCodeField = safeString(problem(Status.siteRequired))
  .trim()
  .toLowerCase()
  .min(1, problem(Status.siteRequired, { abort: true }))
  .max(8);

/** The largest value of a Postgres `integer` column: a larger id in a query would fail in the database, not as a refusal. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a query string (`?id=`, `?site_id=`): missing, not a number or out of range all answer 613. */
export const rowIdQuery = () =>
  z.coerce.number(problem(Status.idRequired)).int(problem(Status.idRequired)).positive(problem(Status.idRequired)).max(MAX_ROW_ID, problem(Status.idRequired));

export const siteIdQuery = rowIdQuery();

export const tokenField = safeString(problem(Status.linkInvalid)).trim().min(16, problem(Status.linkInvalid)).max(128, problem(Status.linkInvalid));
