import { z } from 'zod';
import { type FormFields } from './fields';
import { strictDateTimeField } from './strict-date';
import { safeText } from './safe-text';
import { problem } from './problem';

/**
 * The five statistics calls of the old client, field for field (docs/product.md §7). They are
 * form-encoded; every field is required, and bad input is 614 with the field named. Whatever
 * Postgres would refuse is refused here (a date that does not exist, NUL, a lone surrogate, more
 * than the column takes), so one bad event can never hold up the fold of the good ones.
 */
const text = (max: number) =>
  safeText(
    z
      .string(problem('required'))
      .trim()
      .min(1, problem('required', { abort: true }))
      .max(max, problem('too_long')),
  );

const common = {
  /**
   * Only its shape is checked here (a date-time that exists): whether it is near enough to now is
   * the api's window (docs/decisions/0022), which answers an event outside it like a bot's rather
   * than refusing it, so no date is refused on one side of the window and dropped on the other.
   */
  local_time: strictDateTimeField({ earliest: '0001-01-01', aheadDays: null }),
  site_id: z.coerce.number(problem('required')).int().positive(),
  site: z
    .string(problem('required'))
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, { error: 'must be a site code such as us' }),
};

// Lower-cased before its length is checked: a few characters grow when lower-cased.
const shareWay = safeText(
  z
    .string(problem('required'))
    .trim()
    .toLowerCase()
    .min(1, problem('required', { abort: true }))
    .max(32, problem('too_long')),
);

/**
 * `uri` is the address the visitor is on: on the first view of a visit it carries the query string
 * too (campaign parameters), so it may be longer than the 512-character path that is kept.
 * `referrer` (optional, first view only) is the page that sent the visitor, which browsers never
 * put in the Referer header of a same-site call; only its host is kept, and a bad one is ignored.
 */
export const dailyViewRequest = z.object({
  ...common,
  uri: text(2048)
    .regex(/^\//, { error: 'must be a path starting with /' })
    .refine((uri) => uri.split(/[?#]/, 1)[0]!.length <= 512, problem('too_long')),
  referrer: z.string().max(2048).optional().catch(undefined),
});
export const productButtonClickRequest = z.object({ ...common, product_name: text(256) });
export const articleDiscountClickRequest = z.object({ ...common, article_title: text(256), article_id: text(64), discount_product: text(256) });
export const productShareRequest = z.object({ ...common, share_way: shareWay, product_model_name: text(256) });
export const articleShareRequest = z.object({ ...common, share_way: shareWay, article_title: text(256), article_id: text(64) });

/** A statistics call's own fields, without those every call carries (the visitor's clock and site). */
type OwnFields<S extends z.ZodType> = Omit<FormFields<S>, keyof typeof common>;

/** What the web app sends to each statistics call, besides local_time, site_id and site. */
export interface StatisticFields {
  daily_views_ip: OwnFields<typeof dailyViewRequest>;
  product_amazon_button_click: OwnFields<typeof productButtonClickRequest>;
  article_iscount_product_click: OwnFields<typeof articleDiscountClickRequest>;
  product_sharing_statistics: OwnFields<typeof productShareRequest>;
  article_sharing_statistics: OwnFields<typeof articleShareRequest>;
}

/** GET marketplace/campaign_links: what a campaign visitor's marketplace links carry. */
export const campaignLinks = z.object({
  /** The visitor's campaign today (utm_campaign), or null. */
  campaign: z.string().nullable(),
  /** Marketplace host (amazon.de) -> the query parameters its links take for this campaign. */
  params: z.record(z.string(), z.string()),
});
export type CampaignLinks = z.infer<typeof campaignLinks>;
