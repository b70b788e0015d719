import { randomBytes } from 'node:crypto';
import type { Stack } from '../stack';
import { uniqueEmail } from '../stack';
import { US_ADDRESS } from '../contact-form';
import { formEncode } from './encodings';
import type { Endpoint } from './cases';
import { statisticsPath } from '@voltline/contracts';

/**
 * Every endpoint of docs/api.md with parameters, each with a valid request to mutate. Valid requests
 * use fresh emails, so a mutation of another field reaches the database instead of a "you are
 * already registered" answer.
 */
const now = new Date();
const today = now.toISOString().slice(0, 10);
const localTime = `${today} 10:15:00`;
const token = () => randomBytes(32).toString('base64url');
const orderId = () =>
  `${100 + (randomBytes(1)[0]! % 900)}-${String(randomBytes(3).readUIntBE(0, 3) % 10_000_000).padStart(7, '0')}-${String(randomBytes(3).readUIntBE(0, 3) % 10_000_000).padStart(7, '0')}`;

/** A success (docs/api.md); `refused(611)`: the refusal a valid request's made-up value gets. */
const ok = { http: 200, state: 1 } as const;
const refused = (status: number, http = 200) => ({ http, state: 0, status }) as const;

const front = (name: string, method: 'GET' | 'POST', valid: () => Record<string, string>, extra: Partial<Endpoint> = {}): Endpoint => ({
  name,
  method,
  path: `/api/front/${name}`,
  valid,
  answersValid: ok,
  ...extra,
});

const statistics = { local_time: localTime, site_id: '1', site: 'us' };

/** POSTs anyone may send (no session). */
export const PUBLIC_POSTS: Endpoint[] = [
  front('customer/subscription', 'POST', () => ({ email: uniqueEmail('fz-news'), agreement: '1', site: 'us', local_time: localTime })),
  front('customer/subscription/confirm', 'POST', () => ({ token: token() }), { answersValid: refused(611) }),
  // One-click unsubscribing always answers state 1, token known or not (docs/api.md).
  front('customer/unsubscribe', 'POST', () => ({ 'List-Unsubscribe': 'One-Click' }), { query: () => ({ token: token() }) }),
  front(
    'customer/register',
    'POST',
    () => ({
      email: uniqueEmail('fz-reg'),
      password: 'Volt2026',
      confirm_password: 'Volt2026',
      username: 'fuzzer',
      fullname: 'Fuzz Tester',
      country: 'US',
      news: '1',
      site: 'us',
    }),
    { answersValid: { http: 200, state: 1, status: 607 } },
  ),
  front('customer/verify_email', 'POST', () => ({ token: token(), site: 'us' }), { answersValid: refused(611) }),
  front('customer/resend_verification', 'POST', () => ({ email: uniqueEmail('fz-resend'), site: 'us' })),
  front('customer/login', 'POST', () => ({ email: uniqueEmail('fz-login'), password: 'Volt2026', site: 'us' }), { answersValid: refused(601) }),
  front('customer/forget_password', 'POST', () => ({ email: uniqueEmail('fz-forgot'), site: 'us' })),
  front('customer/set_password', 'POST', () => ({ token: token(), password: 'Volt2027', confirm_password: 'Volt2027', site: 'us' }), {
    answersValid: refused(611),
  }),
  front('out_login', 'POST', () => ({})),
  front('warranty/register', 'POST', () => ({
    name: 'Ann Smith',
    email: uniqueEmail('fz-warranty'),
    store: 'US',
    item: 'cable',
    order_number: orderId(),
    site: 'us',
  })),
  front('tester/register', 'POST', () => ({
    name: 'Ann Smith',
    email: uniqueEmail('fz-tester'),
    country: 'US',
    share_opinions: 'yes',
    keep_confidential: 'yes',
    devices: 'usb_c,lightning',
    interests: 'adapters',
    site: 'de',
  })),
  front(
    'contact/submit',
    'POST',
    () => ({
      subject: 'delivery',
      name: 'Ann Smith',
      email: uniqueEmail('fz-contact'),
      country: 'US',
      marketplace: 'US',
      order_id: orderId(),
      product_category: 'cable',
      product: 'USB-C to USB-C cable 2 m',
      within_30_days: 'yes',
      shipping_cost: 'no',
      delivered_on: today,
      ...US_ADDRESS,
      solution: 'reshipment',
      message: 'The parcel arrived empty.',
      product_code: 'VL-CC100',
      case_id: 'A1',
      site: 'us',
    }),
    { multipart: true },
  ),
  front('review/submit', 'POST', () => ({
    email: uniqueEmail('fz-review'),
    product: 'VL-GAN65',
    choice: '30',
    reason: 'price',
    colour: 'black',
    compared_brands: 'Anker',
    better_than_others: 'yes',
    problems: 'no',
    stars: '5',
    opinion: 'Charges fast.',
    submitted_to_marketplace: 'no',
    site: 'fr',
  })),
  front('statistics/daily_views_ip', 'POST', () => ({ ...statistics, uri: '/products' }), { path: statisticsPath('daily_views_ip') }),
  front('statistics/product_amazon_button_click', 'POST', () => ({ ...statistics, product_name: 'VL-GAN65' }), {
    path: statisticsPath('product_amazon_button_click'),
  }),
  front(
    'statistics/article_iscount_product_click',
    'POST',
    () => ({ ...statistics, article_title: 'Which cable', article_id: '3', discount_product: 'VL-CC100' }),
    { path: statisticsPath('article_iscount_product_click') },
  ),
  front('statistics/product_sharing_statistics', 'POST', () => ({ ...statistics, share_way: 'facebook', product_model_name: 'VL-GAN65' }), {
    path: statisticsPath('product_sharing_statistics'),
  }),
  front('statistics/article_sharing_statistics', 'POST', () => ({ ...statistics, share_way: 'x', article_title: 'Which cable', article_id: '3' }), {
    path: statisticsPath('article_sharing_statistics'),
  }),
];

/** POSTs of the personal centre: sent with a signed-in customer's cookie. */
export const SIGNED_IN_POSTS: Endpoint[] = [
  front('customer/update_info', 'POST', () => ({ username: 'fuzzer', fullname: 'Fuzz Tester', country: 'DE', news: '0', site: 'de' })),
  front('customer/devices/add', 'POST', () => ({ order_id: orderId() }), { answersValid: refused(616) }),
  front('customer/devices/delete', 'POST', () => ({ order_id: orderId() }), { answersValid: refused(621) }),
];

const list = (name: string, extra: Record<string, string>) => front(name, 'GET', () => ({ site_id: '1', page_size: '5', page: '1', order: 'desc', ...extra }));

/** GETs with parameters anyone may send. */
export const PUBLIC_GETS: Endpoint[] = [
  front('site/list', 'GET', () => ({ site: 'de' })),
  front('front_menu/list', 'GET', () => ({ site_id: '2' })),
  front('navigation_bar/get_all_key_words', 'GET', () => ({ site_id: '1' })),
  front('navigation_bar/select_all_key_words', 'GET', () => ({ site_id: '1', search: 'cable' })),
  list('product/list', { filter: 'wattage', op: 'gt', value: '20', sort: 'name' }),
  front('product/info', 'GET', () => ({ id: 'VL-GAN65', site_id: '1' })),
  front('product/reviews', 'GET', () => ({ id: 'VL-GAN65', site_id: '1' })),
  front('product/categories', 'GET', () => ({ site_id: '3' })),
  list('article/list', { filter: 'date', op: 'gt', value: '2025-01-01', sort: 'date' }),
  front('article_category/list', 'GET', () => ({ site_id: '1' })),
  front('article/info', 'GET', () => ({ id: '1', site_id: '1' })),
  list('faq/list', { filter: 'group', op: 'in', value: 'warranty,products', sort: 'order' }),
  list('download/list', { filter: 'size', op: 'gt', value: '2000', sort: 'size' }),
  front('search', 'GET', () => ({ type: 'product', search: 'usb c', site_id: '1', page_size: '5', page: '1' })),
  front('warranty/policy', 'GET', () => ({ site: 'se' })),
  // A GET of the one-click link (a mail client following it) is sent on to the /unsubscribe page (docs/product.md §7).
  front('customer/unsubscribe', 'GET', () => ({ token: token() }), { answersValid: { http: 303 } }),
];

export const SIGNED_IN_GETS: Endpoint[] = [front('customer/devices', 'GET', () => ({ search: '114-16' }))];

const range = { from: '2026-11-01', to: '2026-11-30', site: 'de', format: 'json' };
/** The analyst API answers JSON rows, not the envelope: a valid query is HTTP 200. */
const analytics = (name: string, extra: Record<string, string>): Endpoint => ({
  name: `analytics/${name}`,
  method: 'GET',
  path: `/api/analytics/${name}`,
  valid: () => ({ ...range, ...extra }),
  answersValid: { http: 200 },
});

/** The analyst API (sent with a valid bearer token). */
export const ANALYTICS_GETS: Endpoint[] = [
  analytics('views', { group: 'uri' }),
  analytics('clicks', { group: 'product', type: 'article' }),
  analytics('shares', { group: 'way', kind: 'product' }),
  analytics('ingestion', {}),
];

/**
 * Signs a new customer in through the api (register, the confirmation link's token from the
 * outbox, verify_email) and answers the Cookie header of the session.
 */
export async function signedInCookie(stack: Stack): Promise<string> {
  const email = uniqueEmail('fz-member');
  const register = await stack.app.inject({
    method: 'POST',
    url: '/api/front/customer/register',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: formEncode({ email, password: 'Volt2026', confirm_password: 'Volt2026', username: 'member', fullname: 'Fuzz Member', country: 'US', site: 'us' }),
  });
  if (register.json<{ state: number }>().state !== 1) throw new Error(`register failed: ${register.body}`);
  const rows = await stack.db.outboxEvent.findMany({ where: { name: 'accountConfirm' } });
  const row = rows.find((r) => (r.payload as { to?: string }).to === email);
  const confirmUrl = (row?.payload as { confirmUrl?: string } | undefined)?.confirmUrl;
  if (!confirmUrl) throw new Error('no confirmation link in the outbox');
  const verify = await stack.app.inject({
    method: 'POST',
    url: '/api/front/customer/verify_email',
    headers: { 'content-type': 'application/json' },
    payload: { token: new URL(confirmUrl).searchParams.get('token') },
  });
  const cookie = verify.cookies.find((c) => c.name === 'vl_session');
  if (!cookie) throw new Error(`verify_email set no session: ${verify.body}`);
  return `vl_session=${cookie.value}`;
}
