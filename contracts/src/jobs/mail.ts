import { z } from 'zod';
import { LANGUAGES } from '@voltline/locales/languages';
import { TICKET_PATTERN } from '../contact';
import { ORDER_ID } from '../warranty';
import { reqId } from './request-id';

/** The payloads of the `mail` queue: one job per template (workers/src/mail/templates.tsx). */

const lang = z.enum(LANGUAGES);

/**
 * The site where the address was typed (the api's PUBLIC_URL): every customer mail's footer names
 * it. Never derived from a link in the mail, which may point elsewhere (the marketplace).
 */
const siteUrl = z.url();

export const mailJobs = {
  newsletterConfirm: z.object({
    to: z.email(),
    reqId,
    lang,
    siteUrl,
    confirmUrl: z.url(),
    unsubscribeUrl: z.url(),
  }),
  /**
   * Sign-up: the link (PUBLIC_URL/register_email_vaild?token=...) confirms the email and signs in.
   * With choosePassword (resend, or a second registration) the link opens the password page
   * instead: the address is confirmed when its owner sets the password there.
   */
  accountConfirm: z.object({
    to: z.email(),
    reqId,
    lang,
    siteUrl,
    confirmUrl: z.url(),
    choosePassword: z.boolean().optional(),
  }),
  /** Forgotten password: the link (PUBLIC_URL/reset_password?token=...) is valid 60 minutes, once. */
  passwordReset: z.object({
    to: z.email(),
    reqId,
    lang,
    siteUrl,
    resetUrl: z.url(),
  }),
  /** Sent after a password change: says every session was ended, and what to do if it was not them. */
  passwordChanged: z.object({
    to: z.email(),
    reqId,
    lang,
    siteUrl,
    signInUrl: z.url(),
    forgotUrl: z.url(),
  }),
  /** Sent when a warranty registration is received, whether or not its order is found yet. */
  warrantyConfirm: z.object({
    to: z.email(),
    reqId,
    lang,
    siteUrl,
    name: z.string().min(1).max(128),
    orderNumber: z.string().regex(ORDER_ID),
    policyUrl: z.url(),
  }),
  /** 14 days without a matching marketplace order: asks once for a proof of purchase. */
  warrantyProofRequest: z.object({
    to: z.email(),
    reqId,
    lang,
    siteUrl,
    name: z.string().min(1).max(128),
    orderNumber: z.string().regex(ORDER_ID),
    contactUrl: z.url(),
  }),
  /** Contact request received: quotes the ticket and promises a reply within 24 hours. */
  contactAck: z.object({
    to: z.email(),
    reqId,
    lang,
    name: z.string().min(1).max(128),
    ticket: z.string().regex(TICKET_PATTERN),
    /** The subject as the person chose it (a key of email.json's contact_subjects). */
    subject: z.string().min(1).max(32),
    siteUrl,
  }),
  /** The care team's copy of a contact request: every answer, reply-to the customer, the photo attached. */
  contactForward: z.object({
    to: z.email(),
    reqId,
    replyTo: z.email(),
    /** The language the copy is written in (the care team's), not the customer's. */
    lang,
    ticket: z.string().regex(TICKET_PATTERN),
    subject: z.string().min(1).max(32),
    /** The customer's site: the language to answer in. */
    site: lang,
    /**
     * That site as a person reads it, from the site list (its own name when the copy is written in
     * its language, else its English name); never its code. Absent in jobs queued before it was.
     */
    siteName: z.string().min(1).max(64).optional(),
    /** The answers, by field name (see email.json contact_forward.fields), already validated by the api. */
    fields: z.record(z.string().max(32), z.string().max(5000)),
    lateDelivery: z.boolean(),
    image: z.object({ key: z.string().max(128), contentType: z.string().max(32), filename: z.string().max(64) }).nullable(),
  }),
  /** Welcome to the beta-tester programme, in the language of the site used to join. */
  testerWelcome: z.object({
    to: z.email(),
    reqId,
    lang,
    siteUrl,
    name: z.string().min(1).max(64),
    guideUrl: z.url(),
  }),
  /**
   * The review-questionnaire coupon: its code, its percent, and the reviewed product's review page
   * on the marketplace of the customer's site; null when the product is not listed there.
   */
  reviewCoupon: z.object({
    to: z.email(),
    reqId,
    lang,
    siteUrl,
    code: z.string().regex(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){2}$/),
    percent: z.union([z.literal(10), z.literal(30)]),
    product: z.string().min(1).max(128),
    reviewUrl: z.url().nullable(),
  }),
} as const;
