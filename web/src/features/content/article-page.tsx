import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ArticleDetail, DiscountProduct, Site } from '@voltline/contracts';
import { ApiError, errorMessage } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { usePageUrl } from '../../lib/use-page-url';
import { useCurrentSite } from '../../lib/site-store';
import { sendStatistic, setStatisticsSite } from '../../lib/statistics';
import type { ShareWay } from '../../lib/share-links';
import { useCampaignLink } from '../../lib/campaign-links';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MessagePanel } from '../../components/ui/message-panel';
import { AlertIcon, ArrowRightIcon } from '../../components/ui/icons/icons';
import button from '../../components/ui/button.module.css';
import { ShareButtons } from '../../components/ui/share/share-buttons';
import { useArticle, useRelatedArticles } from './api';
import { ArticleBody } from './article-body';
import { ArticleCard } from './article-card';
import content from './content.module.css';
import styles from './article-page.module.css';

function DiscountProducts({ article, site }: { article: ArticleDetail; site: Site }) {
  const { t } = useTranslation();
  const campaignLink = useCampaignLink();
  const click = (product: DiscountProduct) => {
    setStatisticsSite(site);
    sendStatistic('article_iscount_product_click', {
      article_title: article.title,
      article_id: String(article.id),
      discount_product: product.model_name,
    });
  };
  const available = article.products.filter((p) => p.url);
  if (available.length === 0) return null;
  return (
    <section className={styles.deals} aria-labelledby="article-deals">
      <h2 id="article-deals" className={styles.dealsTitle}>
        {t('content.article.deals_title')}
      </h2>
      <ul role="list" className={styles.dealList}>
        {available.map((p) => (
          <li key={p.model_name} className={styles.deal}>
            <img src={p.image} alt="" width={160} height={90} loading="lazy" className={styles.dealImage} />
            <div className={styles.dealBody}>
              <span className={styles.dealModel}>Voltline {p.model_name}</span>
              {p.discount > 0 ? <span className={styles.dealBadge}>{t('content.article.discount', { percent: p.discount })}</span> : null}
              <a
                className={`${button.button} ${button.primary} ${styles.dealButton}`}
                href={campaignLink(p.url)}
                target="_blank"
                rel="noopener noreferrer"
                data-discount-product={p.model_name}
                onClick={() => click(p)}
              >
                {t('content.article.deal_cta')}
                <ArrowRightIcon />
              </a>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.dealNote}>{t('content.article.deal_note')}</p>
    </section>
  );
}

function Related({ article, siteId }: { article: ArticleDetail; siteId: number }) {
  const { t } = useTranslation();
  const related = useRelatedArticles(siteId, article.category.slug, article.id);
  if (!related.data?.length) return null;
  return (
    <section className={content.section} aria-labelledby="article-related">
      <h2 id="article-related" className={content.sectionTitle}>
        {t('content.article.related')}
      </h2>
      <div className={content.grid}>
        {related.data.map((a) => (
          <ArticleCard key={a.id} article={a} headingLevel={3} />
        ))}
      </div>
    </section>
  );
}

/** An article that does not exist (the route's 404). */
export function ArticleMissing() {
  const { t } = useTranslation();
  useDocumentTitle(t('content.article.not_found_title'));
  return (
    <MessagePanel
      icon={<AlertIcon />}
      title={t('content.article.not_found_title')}
      actions={
        <Link to="/explore" className={`${button.button} ${button.primary}`}>
          {t('content.explore.see_all')}
        </Link>
      }
    >
      <p>{t('content.article.not_found_text')}</p>
    </MessagePanel>
  );
}

/** /article/{id}: one article, its discount products and share buttons. */
export function ArticlePage({ id }: { id: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { site } = useCurrentSite();
  const query = useArticle(site?.id, id);
  const article = query.data;
  const pageUrl = usePageUrl();
  useDocumentTitle(article?.title ?? (query.isError ? t('content.article.not_found_title') : undefined));

  const notFound = !Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 625);
  if (notFound) return <ArticleMissing />;
  if (query.isError) {
    return (
      <MessagePanel tone="danger" icon={<AlertIcon />} title={t('errors.generic_title')}>
        <p role="alert">{errorMessage(query.error)}</p>
      </MessagePanel>
    );
  }
  if (!article || !site) {
    return (
      <div className={styles.loading} aria-busy="true">
        <div className={content.skeleton} />
      </div>
    );
  }

  const share = (way: ShareWay) => {
    // The layout tells the statistics client the current site too; saying it here as well keeps a
    // share counted under the site this article was read on even before that has happened.
    setStatisticsSite(site);
    sendStatistic('article_sharing_statistics', { share_way: way, article_title: article.title, article_id: String(article.id) });
  };

  return (
    <article className={styles.article}>
      <header className={styles.head}>
        <nav className={styles.crumbs} aria-label={t('content.article.breadcrumb')}>
          <Link to="/explore">{t('content.explore.title')}</Link>
          <span aria-hidden="true">/</span>
          <Link to="/explore/$id" params={{ id: article.category.slug }}>
            {article.category.name}
          </Link>
        </nav>
        <h1 className={styles.title}>{article.title}</h1>
        <p className={styles.summary}>{article.summary}</p>
        <p className={content.meta}>
          <time dateTime={article.date}>{format.date(new Date(`${article.date}T12:00:00`))}</time>
        </p>
      </header>
      <img className={styles.cover} src={article.image} alt="" width={1200} height={675} fetchPriority="high" />
      <div className={styles.layout}>
        <div className={styles.main}>
          <ArticleBody blocks={article.body} />
          <ShareButtons
            title={article.title}
            url={pageUrl}
            image={article.image}
            onShare={share}
            look="icons"
            className={styles.share}
            texts={{
              share: t('content.article.share'),
              shareOn: (network) => t('content.article.share_on', { network }),
              email: t('content.article.share_email'),
              copyLink: t('content.article.copy_link'),
              linkCopied: t('content.article.link_copied'),
            }}
          />
        </div>
        <DiscountProducts article={article} site={site} />
      </div>
      <Related article={article} siteId={site.id} />
    </article>
  );
}
