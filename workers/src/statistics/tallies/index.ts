import type { Tally } from './tally';
import { PageViews } from './page-views';
import { PageVisitors } from './page-visitors';
import { ProductClicks } from './product-clicks';
import { ArticleClicks } from './article-clicks';
import { Shares } from './shares';
import { Campaigns } from './campaigns';

/**
 * Every statistic the fold counts, one module each (docs/architecture.md, "Adding a statistic").
 * Their parts go into the statement in this order.
 */
export const STATISTICS: readonly (new () => Tally)[] = [PageViews, PageVisitors, ProductClicks, ArticleClicks, Shares, Campaigns];
