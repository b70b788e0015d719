import { z } from 'zod';
import { emailField, formBoolean, safeString, siteHint } from './fields';
import { problem, problemIssue } from './problem';

/**
 * The beta-tester programme (docs/api.md, "tester"). The same schema validates the form
 * and the API. Joining needs both consents; that refusal is answered by the route (614 with a
 * message per field), so the schema only asks that they are answered.
 */

/** Devices in use (the older form's question). */
export const TESTER_DEVICES = ['usb_c', 'micro_usb', 'macbook_pre_2016', 'lightning', 'other'] as const;
export type TesterDevice = (typeof TESTER_DEVICES)[number];

/** Product types of interest (the older form's question). */
export const TESTER_INTERESTS = ['lightning_cables', 'adapters', 'chargers_power_banks', 'micro_usb_cables', 'crowdfunding', 'usb_c_cables', 'other'] as const;
export type TesterInterest = (typeof TESTER_INTERESTS)[number];

/** The two consents joining needs (docs/product.md §2): both must be yes. */
export const TESTER_CONSENTS = ['share_opinions', 'keep_confidential'] as const;

const optionalText = (max: number) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value), safeString().max(max, problem('too_long')).optional());

/**
 * A multiple choice, as form encoding brings it: repeated keys (an array), one value, or
 * comma-separated values. Repeats are dropped.
 */
const choices = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return undefined;
      const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value;
      return Array.isArray(list) ? [...new Set(list.map((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v)).filter((v) => v !== ''))] : list;
    },
    z.array(z.enum(values)).max(values.length).optional(),
  );

/** A yes/no answer that must be given (yes or no). */
const answered = z.preprocess((value) => (value === '' ? undefined : value), formBoolean);

export const testerRegisterRequest = z
  .object({
    /** The newer form asks for a name, the older one for a username: either is accepted. */
    name: optionalText(64),
    username: optionalText(64),
    email: emailField,
    country: safeString(problem('required'))
      .trim()
      .min(1, problem('required', { abort: true }))
      .max(64, problem('too_long')),
    share_opinions: answered,
    keep_confidential: answered,
    devices: choices(TESTER_DEVICES),
    /** PHP-style array keys (devices[]=usb_c&devices[]=lightning), as some form encoders write them. */
    'devices[]': choices(TESTER_DEVICES),
    interests: choices(TESTER_INTERESTS),
    'interests[]': choices(TESTER_INTERESTS),
    site: siteHint,
  })
  .superRefine(
    (value, ctx) => {
      if (!value.name && !value.username) ctx.addIssue(problemIssue('required', ['name']));
    },
    // Named with the other missing fields, not only once they are right.
    { when: () => true },
  );
export type TesterRegisterRequest = z.infer<typeof testerRegisterRequest>;
