import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { Db } from '@voltline/db';
import { resources, type Lang } from '@voltline/locales';
import { AppError, productRef } from '@voltline/contracts';
import { catalogService } from '../catalog';
import { articleInfo } from '../content';
import { renderOgCard, type OgCard } from './og-card';

export type OgKind = 'product' | 'article' | 'default';

/**
 * What each share image shows, read with the same services as the pages (so the name is the
 * one the page shows, in the site's language). Art is the web app's own SVG, read from the built
 * site (or the sources when it is not built). `null`: no such product or article.
 */
export function ogImages(db: Db, artRoot: string, host: string) {
  const catalog = catalogService(db);

  async function art(path: string): Promise<Buffer | undefined> {
    // Paths come from the database: never read outside the art folder.
    const file = normalize(join(artRoot, path));
    if (!file.startsWith(artRoot + sep)) return undefined;
    return readFile(file).catch(() => undefined);
  }

  async function card(kind: OgKind, id: string, site: Lang): Promise<OgCard | null> {
    if (kind === 'product') {
      // An id no product can have (a NUL, a quote) is no product; Postgres would refuse a NUL.
      if (!productRef.safeParse(id).success) return null;
      const product = await catalog.info(id.toLowerCase(), site).catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      });
      if (!product) return null;
      const svg = product.images[0] ? await art(product.images[0]) : undefined;
      return { title: product.name, eyebrow: product.category_name, footer: host, art: svg ? { svg, layout: 'product' } : undefined };
    }
    if (kind === 'article') {
      const article = /^\d{1,9}$/.test(id) ? await articleInfo(db, site, site, Number(id)) : null;
      if (!article) return null;
      const svg = await art(article.image);
      return { title: article.title, eyebrow: article.category.name, footer: host, art: svg ? { svg, layout: 'cover' } : undefined };
    }
    const home = resources[site].common.home;
    return { title: home.hero_title, eyebrow: home.hero_eyebrow, footer: host };
  }

  return {
    async render(kind: OgKind, id: string, site: Lang): Promise<Buffer | null> {
      const c = await card(kind, id, site);
      return c ? renderOgCard(c) : null;
    },
  };
}
