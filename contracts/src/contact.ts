import { z } from 'zod';
import { emailField, safeMultiLineString, safeString, siteHint } from './fields';
import { parseStrictDate } from './strict-date';
import { problem } from './problem';
import { WARRANTY_ITEMS, WARRANTY_STORES } from './warranty';

/**
 * The contact wizard (/support_contactus) and the enquiry form (/contact): docs/api.md contact/submit,
 * docs/product.md §3 and §5. The browser validates each step with these same schemas. A problem is
 * a key of status.json's `contact` section ("contact.name" = "Please enter your name."), a
 * catalogue number (608, 609), or "too long".
 */

/** Problems with a product or an order: the whole wizard (order, address, solution). */
export const CONTACT_SUPPORT_SUBJECTS = ['defective', 'damaged_missing', 'delivery', 'wrong_item', 'warranty', 'other'] as const;
/** The shorter enquiries of /contact (the footer's Influencer and Wholesale links preselect them). */
export const CONTACT_ENQUIRY_SUBJECTS = ['general', 'influencer', 'wholesale'] as const;
export const CONTACT_SOLUTIONS = ['refund', 'reshipment', 'contact_marketplace'] as const;
export const CONTACT_MARKETPLACES = WARRANTY_STORES;
export const CONTACT_PRODUCT_CATEGORIES = WARRANTY_ITEMS;

export type ContactSupportSubject = (typeof CONTACT_SUPPORT_SUBJECTS)[number];
export type ContactEnquirySubject = (typeof CONTACT_ENQUIRY_SUBJECTS)[number];
export type ContactSubject = ContactSupportSubject | ContactEnquirySubject;
export type ContactSolution = (typeof CONTACT_SOLUTIONS)[number];

/** docs/product.md §9: delivery problems must be reported within 14 days of delivery. */
export const DELIVERY_REPORT_DAYS = 14;
/** The optional photo: at most 5 MB, checked by content. */
export const CONTACT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CONTACT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Ticket references: VL- and six characters without look-alikes (no 0/O, 1/I/L, no U/V pair confusion). */
export const TICKET_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const TICKET_PATTERN = /^VL-[23456789ABCDEFGHJKMNPQRSTWXYZ]{6}$/;

/** Empty strings (an untouched form field) count as absent. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const requiredText = (key: string, max: number) => safeString({ error: key }).trim().min(1, { error: key, abort: true }).max(max, problem('too_long'));

/** The description: several lines, so line breaks are kept. */
const requiredMessage = (key: string, max: number) =>
  safeMultiLineString({ error: key }).trim().min(1, { error: key, abort: true }).max(max, problem('too_long'));

const optionalText = (max: number) => z.preprocess(blankToUndefined, safeString().trim().max(max, problem('too_long')).optional());

const choice = <T extends readonly [string, ...string[]]>(values: T, key: string, normalize: (v: string) => string = (v) => v.toLowerCase()) =>
  z.preprocess((value) => (typeof value === 'string' ? normalize(value.trim()) || undefined : value), z.enum(values, { error: key }));

/** A required yes/no: form-encoded "yes"/"no", "1"/"0", "true"/"false"; nothing chosen is the field's message. */
const yesNo = (key: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const v = value.trim().toLowerCase();
      if (['1', 'true', 'yes', 'y', 'on'].includes(v)) return true;
      if (['0', 'false', 'no', 'n', 'off'].includes(v)) return false;
      return undefined;
    },
    z.boolean({ error: key }),
  );

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 is refused, not read as March 2). */
const dayField = (key: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: key })
      .refine((v) => parseStrictDate(v) !== undefined, { error: key })
      .optional(),
  );

/** Step "personal info" (and the enquiry form). */
export const contactPersonalShape = {
  name: requiredText('contact.name', 128),
  email: emailField,
  country: requiredText('contact.country', 64),
};

/** Step "order info". `delivered_on` is asked for delivery problems only (the 14-day rule). */
export const contactOrderShape = {
  marketplace: choice(CONTACT_MARKETPLACES, 'contact.marketplace', (v) => v.toUpperCase()),
  order_id: safeString({ error: 'contact.order_id' })
    .trim()
    .min(1, { error: 'contact.order_id', abort: true })
    .max(40, problem('too_long', { abort: true }))
    // Marketplaces' ids are digits, letters and hyphens (Amazon: 123-1234567-1234567).
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]{3,39}$/, { error: 'contact.order_id_format' }),
  product_category: choice(CONTACT_PRODUCT_CATEGORIES, 'contact.product_category', (v) => (/^phone[\s_-]?stand$/i.test(v) ? 'stand' : v.toLowerCase())),
  product: requiredText('contact.product', 128),
  within_30_days: yesNo('contact.within_30_days'),
  shipping_cost: yesNo('contact.shipping_cost'),
  delivered_on: dayField('contact.delivered_on'),
};

/** Step "shipping address". */
export const contactAddressShape = {
  address_line1: requiredText('contact.address_line1', 128),
  address_line2: optionalText(128),
  city: requiredText('contact.city', 64),
  state: requiredText('contact.state', 64),
  postal_code: requiredText('contact.postal_code', 16),
  // The pattern's \s would let line breaks through: the single-line rule refuses them first.
  phone: safeString({ error: 'contact.phone' })
    .trim()
    .min(1, { error: 'contact.phone', abort: true })
    .max(32, problem('too_long', { abort: true }))
    .regex(/^\+?[\d\s().-]{5,31}$/, { error: 'contact.phone_format' }),
};

/** Step "solution": what the customer wants, the description and the optional references. */
export const contactSolutionShape = {
  solution: choice(CONTACT_SOLUTIONS, 'contact.solution'),
  message: requiredMessage('contact.message', 5000),
  product_code: optionalText(64),
  case_id: optionalText(64),
};

export const contactSupportRequest = z.object({
  subject: choice(CONTACT_SUPPORT_SUBJECTS, 'contact.subject'),
  ...contactPersonalShape,
  ...contactOrderShape,
  ...contactAddressShape,
  ...contactSolutionShape,
  site: siteHint,
});
export type ContactSupportRequest = z.infer<typeof contactSupportRequest>;

export const contactEnquiryRequest = z.object({
  subject: choice(CONTACT_ENQUIRY_SUBJECTS, 'contact.subject'),
  ...contactPersonalShape,
  message: requiredMessage('contact.message', 5000),
  site: siteHint,
});
export type ContactEnquiryRequest = z.infer<typeof contactEnquiryRequest>;

export type ContactRequest = ContactSupportRequest | ContactEnquiryRequest;

export function isEnquirySubject(value: unknown): value is ContactEnquirySubject {
  return typeof value === 'string' && (CONTACT_ENQUIRY_SUBJECTS as readonly string[]).includes(value.trim().toLowerCase());
}

/** The schema a submission is checked with: its subject says which form it came from. */
export function contactSchemaFor(subject: unknown) {
  return isEnquirySubject(subject) ? contactEnquiryRequest : contactSupportRequest;
}

export interface ContactProblem {
  field: string;
  problem: string;
}

/** Whole days from `day` (YYYY-MM-DD) to `today` (YYYY-MM-DD). */
export function daysBetween(day: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
}

/**
 * The rules across fields, for the wizard and the API alike:
 * - a delivery problem says when the parcel arrived (not in the future);
 * - reported more than 14 days after delivery, the brand can no longer refund or reship for it
 *   (docs/product.md §9): the request is still taken, with "contact the marketplace" as the only
 *   solution (the marketplace handles late delivery claims under its own A-to-z rules). The wizard
 *   explains this before submit; the API answers 614 on `solution` when another one is sent.
 * `graceDays` lets the server allow for a visitor whose calendar day is behind UTC.
 */
export function contactRuleProblems(
  request: { subject: string; delivered_on?: string | undefined; solution?: string | undefined },
  today: string,
  graceDays = 0,
): ContactProblem[] {
  if (request.subject !== 'delivery') return [];
  if (!request.delivered_on) return [{ field: 'delivered_on', problem: 'contact.delivered_on' }];
  const days = daysBetween(request.delivered_on, today);
  if (days < -graceDays) return [{ field: 'delivered_on', problem: 'contact.delivered_on_future' }];
  if (isLateDeliveryReport(request.delivered_on, today, graceDays) && request.solution !== undefined && request.solution !== 'contact_marketplace') {
    return [{ field: 'solution', problem: 'contact.late_delivery' }];
  }
  return [];
}

export function isLateDeliveryReport(deliveredOn: string, today: string, graceDays = 0): boolean {
  return daysBetween(deliveredOn, today) > DELIVERY_REPORT_DAYS + graceDays;
}

export const contactSubmitted = z.object({ ticket: z.string() });
export type ContactSubmitted = z.infer<typeof contactSubmitted>;
