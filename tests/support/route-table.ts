import type { Db } from '@voltline/db';

/** The route table of docs/product.md §2: the paths a visitor can open, without the signed-in ones. */
export const STATIC_ROUTES = [
  '/index',
  '/register_betatester_guide',
  '/betatester_active_guide',
  '/search?type=product&search=cable',
  '/register_email',
  '/register_signin',
  '/register_email_vaild',
  '/forget_password',
  '/reset_password',
  '/reset_password_success',
  '/forget_passoword_email',
  '/login',
  '/signUp',
  '/resetPassword',
  '/success_resetPsw',
  '/retrievePassword',
  '/success_retrievePsw',
  '/reset_password_not_vaild',
  '/success_notester',
  '/success_tester',
  '/betatester',
  '/tester_success',
  '/warranty',
  '/register',
  '/warranty_success',
  '/guide_comments',
  '/guide_tester',
  '/code_10',
  '/code_30',
  '/comments',
  '/explore',
  '/products',
  '/shop',
  '/find_your_cable',
  '/about',
  '/contact',
  '/warrantyPolicy',
  '/termsOfService',
  '/privacyPolicy',
  '/support',
  '/support_contactus',
  '/support_faq',
  '/download',
  '/FAQ',
  '/beta_tester',
  '/beta_tester/betatester',
  '/beta_tester_faq',
  // The analysts' page, signed out: its sign-in form (noindex, in no sitemap: api/src/modules/seo/public-pages.ts).
  '/insights',
];

/** Pages with an id in the path, each shown with the first row of its table. */
export async function routeTable(db: Db): Promise<string[]> {
  return [...STATIC_ROUTES, ...Object.values(await dynamicRoutes(db))];
}

/** The patterns of the routes with an id (the keys of `dynamicRoutes`). */
export const DYNAMIC_PATTERNS = ['/product/$id', '/comment/$name', '/products/$id', '/article/$id', '/explore/$id', '/about/$product'] as const;

/** The routes with an id, by their pattern (a test names the pattern, opens the path). */
export async function dynamicRoutes(db: Db): Promise<Record<(typeof DYNAMIC_PATTERNS)[number], string>> {
  const product = await db.product.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const category = await db.productCategory.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const article = await db.article.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const articleCategory = await db.articleCategory.findFirstOrThrow({ orderBy: { id: 'asc' } });
  return {
    '/product/$id': `/product/${product.model.toLowerCase()}`,
    '/comment/$name': `/comment/${product.model.toLowerCase()}`,
    '/products/$id': `/products/${category.slug}`,
    '/article/$id': `/article/${article.id}`,
    '/explore/$id': `/explore/${articleCategory.slug}`,
    '/about/$product': '/about/cables',
  };
}
