import { z } from 'zod';
import { Status } from './status';
import { problem } from './problem';
import { emailField, safeString, siteHint, type FormFields } from './fields';

/**
 * Warranty registration and the personal centre's devices (docs/api.md, "warranty"). The same
 * schemas validate the wizard and the API; an issue that carries a catalogue status is answered with it.
 */

/** The store selector: the 13 regional Amazon marketplaces, then eBay and Walmart. */
export const WARRANTY_STORES = ['US', 'CA', 'FR', 'DE', 'IT', 'JP', 'ES', 'UK', 'AU', 'NL', 'MX', 'SE', 'PL', 'EBAY', 'WALMART'] as const;
/** What was bought; the wizard's "phone stand" is `stand`. */
export const WARRANTY_ITEMS = ['cable', 'charger', 'adapter', 'stand'] as const;

/** A marketplace order id (the browser imports these contracts, so this is not taken from the workers). */
export const ORDER_ID = /^\d{3}-\d{7}-\d{7}$/;

/** docs/product.md §5: xxx-xxxxxxx-xxxxxxx (615). */
export const orderNumberField = z.string(problem(Status.orderNumberFormat)).trim().regex(ORDER_ID, problem(Status.orderNumberFormat));

const requiredText = (max: number) =>
  safeString(problem('required'))
    .trim()
    .min(1, problem('required', { abort: true }))
    .max(max, problem('too_long'));

/** Absent or empty: the newer short form does not ask for it. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, normalize: (v: string) => string) =>
  z.preprocess((value) => (typeof value === 'string' ? normalize(value.trim()) || undefined : value), z.enum(values).optional());

export const warrantyRegisterRequest = z.object({
  name: requiredText(128),
  email: emailField,
  store: optionalChoice(WARRANTY_STORES, (v) => v.toUpperCase()),
  item: optionalChoice(WARRANTY_ITEMS, (v) => (/^phone[\s_-]?stand$/i.test(v) ? 'stand' : v.toLowerCase())),
  order_number: orderNumberField,
  site: siteHint,
});
export type WarrantyRegisterRequest = z.infer<typeof warrantyRegisterRequest>;
/** warranty/register's fields as the web app sends them (form-encoded; the quick form leaves store and item out). */
export type WarrantyRegisterFields = FormFields<typeof warrantyRegisterRequest>;

export const deviceAddRequest = z.object({ order_id: orderNumberField });

/** Deleting names a device of the list: anything else is "device not found" (621). */
export const deviceDeleteRequest = z.object({
  order_id: safeString(problem(Status.deviceNotFound)).trim().min(1, problem(Status.deviceNotFound)).max(32, problem(Status.deviceNotFound)),
});

/** Search by order id: digits and hyphens, any part of the id. */
export const devicesQuery = z.object({
  search: z
    .string()
    .trim()
    .max(19)
    .regex(/^[\d-]*$/, problem(Status.orderNumberFormat))
    .optional(),
});

/** One row of /my_devices; `deadline` is YYYY-MM-DD, or 'lifetime'. */
export const deviceRow = z.object({
  order_id: z.string(),
  order_date: z.string(),
  product: z.string(),
  status: z.enum(['under warranty', 'out of warranty']),
  deadline: z.string(),
  coverage: z.enum(['standard', 'lifetime', 'extended', 'replacement', 'refunded']),
});
export type DeviceRow = z.infer<typeof deviceRow>;

export const deviceList = z.object({ rows: z.array(deviceRow) });
export type DeviceList = z.infer<typeof deviceList>;

/** GET warranty/policy: the extension a registration brings on a site (its warranty policy, in data). */
export const warrantyPolicyQuery = z.object({ site: siteHint });

/**
 * `coverage` lifetime: the conditional lifetime warranty; extended: `extended_months` from the
 * purchase date, worded as the site's policy text words it (`wording`, e.g. "18+36").
 */
export const warrantyPolicy = z.object({
  site: z.string(),
  coverage: z.enum(['lifetime', 'extended']),
  extended_months: z.number().int().nullable(),
  wording: z.string(),
  standard_months: z.number().int(),
  free_replacements: z.number().int(),
});
export type WarrantyPolicy = z.infer<typeof warrantyPolicy>;
