/**
 * Which addresses of the route table a crawler is sent to, and which it is kept out of: the one
 * place that decides it (public-pages.test.ts checks that every route of the web app is named
 * here exactly once).
 *
 * - SITEMAP_PAGES: the fixed public pages, each listed once in every site's sitemap. `content`
 *   says which rows the page shows, so its lastmod moves when they change (else: the deploy).
 * - SITEMAP_PATTERNS: the pages with an id, listed once per row (products, their reviews,
 *   articles, product and article categories).
 * - ALIASES: a second address of a listed page (older links and campaigns use them). They keep
 *   working but are not listed: a sitemap names one address per page.
 * - UNLISTED: public but not worth a search result: forms reached from a flow, search results.
 * - PRIVATE: behind sign-in, or one-off steps of a flow reached from a link in a mail or a
 *   previous step (token links, confirmations, coupons). Disallowed in robots.txt.
 */
export type PageContent = 'products' | 'articles';

export interface SitemapPage {
  path: string;
  content?: PageContent;
}

export const SITEMAP_PAGES: readonly SitemapPage[] = [
  { path: '/index', content: 'products' },
  { path: '/products', content: 'products' },
  { path: '/find_your_cable', content: 'products' },
  { path: '/explore', content: 'articles' },
  { path: '/about' },
  { path: '/about/cables' },
  { path: '/about/chargers' },
  { path: '/about/adapters' },
  { path: '/about/stands' },
  { path: '/contact' },
  { path: '/warrantyPolicy' },
  { path: '/termsOfService' },
  { path: '/privacyPolicy' },
  { path: '/support' },
  { path: '/support_contactus' },
  { path: '/FAQ' },
  { path: '/download' },
  { path: '/warranty' },
  { path: '/beta_tester' },
  { path: '/beta_tester/betatester' },
  { path: '/beta_tester/beta_tester_faq' },
  { path: '/register_betatester_guide' },
  { path: '/betatester_active_guide' },
];

/**
 * Route patterns (as the web app's route tree spells them) listed once per row. /about/$product
 * has a fixed set of rows, the four product lines of web/src/features/content/product-lines.ts,
 * written out in SITEMAP_PAGES.
 */
export const SITEMAP_PATTERNS = ['/product/$id', '/comment/$name', '/article/$id', '/products/$id', '/explore/$id', '/about/$product'] as const;

/** Second addresses of listed pages: alias -> the listed address. */
export const ALIASES: Readonly<Record<string, string>> = {
  '/': '/index',
  '/shop': '/products',
  '/support_faq': '/FAQ',
  '/register': '/warranty',
  '/betatester': '/beta_tester/betatester',
  '/beta_tester_faq': '/beta_tester/beta_tester_faq',
};

/** Public, reachable, but no page of its own for a search engine. */
export const UNLISTED = ['/search', '/guide_comments', '/guide_tester'] as const;

/** Disallowed in robots.txt (prefixes: /personal_center covers its children). */
export const PRIVATE = [
  '/personal_center',
  '/my_benefits',
  '/my_devices',
  '/userinfo',
  '/login',
  '/signUp',
  '/register_email',
  '/register_signin',
  '/register_email_vaild',
  '/forget_password',
  '/forget_passoword_email',
  '/reset_password',
  '/reset_password_success',
  '/reset_password_not_vaild',
  '/resetPassword',
  '/success_resetPsw',
  '/retrievePassword',
  '/success_retrievePsw',
  '/success_notester',
  '/success_tester',
  '/tester_success',
  '/warranty_success',
  '/code_10',
  '/code_30',
  '/comments',
  '/subscription_confirm',
  '/unsubscribe',
  // The analysts' page: behind the analyst token, noindex as well.
  '/insights',
] as const;

/** Not pages at all: the API, the operator tools. */
export const NON_PAGE_PREFIXES = ['/api/', '/admin/', '/metrics', '/health/'] as const;
