import { useState } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Stars } from '../../components/product/stars';
import button from '../../components/ui/button.module.css';
import { AlertIcon, ArrowRightIcon, CheckIcon } from '../../components/ui/icons/icons';
import { MessagePanel } from '../../components/ui/message-panel';
import { ShareButtons } from '../../components/ui/share/share-buttons';
import { ApiError, errorMessage } from '../../lib/api';
import { productInfoQueryOptions, type ProductInfo } from '../../lib/catalogue-api';
import { useFormat } from '../../lib/format';
import { sendStatistic } from '../../lib/statistics';
import { useCampaignLink } from '../../lib/campaign-links';
import { useCurrentSite } from '../../lib/site-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSpecLabel } from './spec-label';
import shell from './shop-page.module.css';
import styles from './product-page.module.css';

/** A product that does not exist (the route's 404, and an id that vanished while browsing). */
export function ProductMissing() {
  const { t } = useTranslation();
  useDocumentTitle(t('shop.product_missing_title'));
  return (
    <MessagePanel
      tone="neutral"
      icon={<AlertIcon />}
      title={t('shop.product_missing_title')}
      actions={
        <Link to="/products" className={`${button.button} ${button.primary}`}>
          {t('shop.all_products')}
        </Link>
      }
    >
      <p>{t('shop.product_missing_text')}</p>
    </MessagePanel>
  );
}

/** /product/{id}: one product, its marketplace button for the visitor's region, specs and sharing. */
export function ProductPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { site } = useCurrentSite();
  const query = useQuery(productInfoQueryOptions(site?.id, id));
  useDocumentTitle(query.data?.name ?? (query.isError ? t('shop.product_missing_title') : undefined));

  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 625) return <ProductMissing />;
    return (
      <MessagePanel
        tone="danger"
        icon={<AlertIcon />}
        title={t('shop.load_error')}
        actions={
          <button type="button" className={`${button.button} ${button.primary}`} onClick={() => void query.refetch()}>
            {t('shop.retry')}
          </button>
        }
      >
        <p>{errorMessage(query.error)}</p>
      </MessagePanel>
    );
  }
  if (!query.data || !site) return <div className={shell.page} aria-busy="true" />;
  return <ProductDetail product={query.data} />;
}

function ProductDetail({ product }: { product: ProductInfo }) {
  const { t } = useTranslation();
  const format = useFormat();
  const specLabel = useSpecLabel();
  const [image, setImage] = useState(0);
  const rating = format.decimal(product.rating);
  const origin = useRouter().options.context.env.publicUrl;
  const pageUrl = `${origin}/product/${product.model.toLowerCase()}`;
  const imageUrl = `${origin}${product.images[0] ?? product.image}`;

  const specs = [
    ...product.specs.map((s) => ({ key: s.key, label: specLabel(s.key), value: s.key === 'bend_test' ? format.number(Number(s.value)) : s.value })),
    ...(product.quick_charge ? [{ key: 'quick_charge', label: t('shop.spec.quick_charge'), value: `Quick Charge ${product.quick_charge}` }] : []),
    { key: 'colour', label: t('shop.spec.colour'), value: t(`shop.colour.${product.colour}`, { defaultValue: product.colour }) },
  ];

  return (
    <div className={shell.page}>
      <nav aria-label={t('shop.breadcrumbs')} className={styles.breadcrumbs}>
        <Link to="/products">{t('shop.all_products')}</Link>
        <span aria-hidden="true">/</span>
        <Link to="/products/$id" params={{ id: product.category }}>
          {product.category_name}
        </Link>
      </nav>

      <div className={styles.detail}>
        <div className={styles.gallery}>
          <div className={styles.galleryMain}>
            <img src={product.images[image] ?? product.image} alt={product.name} width={400} height={400} fetchPriority="high" />
          </div>
          {product.images.length > 1 ? (
            <div className={styles.thumbs}>
              {product.images.map((src, index) => (
                <button
                  key={src}
                  type="button"
                  className={styles.thumb}
                  aria-pressed={index === image}
                  aria-label={t('shop.image_n', { n: index + 1, total: product.images.length })}
                  onClick={() => setImage(index)}
                >
                  <img src={src} alt="" width={72} height={72} loading="lazy" />
                </button>
              ))}
            </div>
          ) : null}
        </div>

        <div className={styles.summaryCol}>
          <p className={styles.model}>Voltline {product.model}</p>
          <h1 className={shell.productTitle}>{product.name}</h1>
          <p className={styles.ratingRow}>
            <Stars value={product.rating} label={t('product_card.rating', { rating })} />
            <span>{rating}</span>
            <Link to="/comment/$name" params={{ name: product.model.toLowerCase() }}>
              {t('shop.reviews_link', { count: format.number(product.review_count) })}
            </Link>
          </p>
          <p className={styles.lead}>{product.summary}</p>
          {product.highlights.length ? (
            <ul className={styles.highlights}>
              {product.highlights.map((h) => (
                <li key={h}>
                  <CheckIcon />
                  {h}
                </li>
              ))}
            </ul>
          ) : null}

          <BuyBox product={product} />

          <ShareButtons
            url={pageUrl}
            title={`Voltline ${product.name}`}
            image={imageUrl}
            onShare={(way) => sendStatistic('product_sharing_statistics', { share_way: way, product_model_name: product.model })}
            look="pills"
            texts={{
              share: t('shop.share'),
              shareOn: (network) => t('shop.share_on', { network }),
              email: t('shop.share_email'),
              copyLink: t('shop.copy_link'),
              linkCopied: t('shop.link_copied'),
            }}
          />
        </div>
      </div>

      <div className={styles.sections}>
        <section aria-labelledby="product-description">
          <h2 id="product-description" className={shell.sectionTitle}>
            {t('shop.description')}
          </h2>
          <p>{product.description}</p>
          <h2 className={shell.sectionTitle} style={{ marginTop: 'var(--space-8)' }} id="product-compatibility">
            {t('shop.compatibility')}
          </h2>
          <ul className={styles.chips} aria-labelledby="product-compatibility">
            {product.compatibility.map((device) => (
              <li key={device}>{device}</li>
            ))}
          </ul>
          <p className={shell.muted}>{t('shop.compatibility_note')}</p>
        </section>
        <section aria-labelledby="product-specs">
          <h2 id="product-specs" className={shell.sectionTitle}>
            {t('shop.specs')}
          </h2>
          <dl className={styles.specs}>
            {specs.map((s) => (
              <div key={s.key} style={{ display: 'contents' }}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </div>
  );
}

/** The marketplace button of the visitor's region, or why there is none. */
function BuyBox({ product }: { product: ProductInfo }) {
  const { t } = useTranslation();
  const campaignLink = useCampaignLink();
  const listing = product.listing;
  if (!listing) {
    return (
      <div className={styles.unavailable} role="status" data-testid="unavailable">
        <AlertIcon aria-hidden="true" />
        {t('shop.unavailable')}
      </div>
    );
  }
  return (
    <div className={styles.buyBox}>
      <a
        className={`${button.button} ${button.large} ${button.dark}`}
        href={campaignLink(listing.url)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="marketplace-button"
        onClick={() => sendStatistic('product_amazon_button_click', { product_name: product.model })}
      >
        {t('shop.buy_on', { marketplace: listing.marketplace })}
        <ArrowRightIcon />
      </a>
      {listing.in_stock ? null : <p className={styles.stock}>{t('shop.out_of_stock')}</p>}
      <p className={styles.buyNote}>{t('shop.marketplace_note')}</p>
    </div>
  );
}
