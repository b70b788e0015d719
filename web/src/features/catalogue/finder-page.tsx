import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProductCard } from '../../components/product/product-card';
import product from '../../components/product/product.module.css';
import { productListQueryOptions, type ProductCard as Product } from '../../lib/catalogue-api';
import { useFormat } from '../../lib/format';
import { useCurrentSite } from '../../lib/site-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Notice } from './notice';
import shell from './shop-page.module.css';
import styles from './finder-page.module.css';

/** The ports a visitor can pick on each side (what the cables of the catalogue connect). */
const PORTS = ['usb-c', 'usb-a', 'lightning', 'micro-usb'] as const;
type Port = (typeof PORTS)[number];
const PORT_NAMES: Record<Port, string> = { 'usb-c': 'USB-C', 'usb-a': 'USB-A', lightning: 'Lightning', 'micro-usb': 'micro-USB' };

/** A cable fits when its two ends are the two chosen ports, whichever way round. */
const fits = (p: Product, a: Port, b: Port) => (p.connector_a === a && p.connector_b === b) || (p.connector_a === b && p.connector_b === a);

/** /find_your_cable: choose the ports of your two devices, get the cables (or adapters) that join them. */
export function FinderPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { site } = useCurrentSite();
  const [from, setFrom] = useState<Port>('usb-c');
  const [to, setTo] = useState<Port>('lightning');
  useDocumentTitle(t('shop.finder_title'));

  // The whole cable and adapter range is small: one request each, matched here as the visitor clicks.
  const cables = useQuery(productListQueryOptions(site?.id, { filter: 'category', op: 'eq', value: 'cables', page_size: 100 }));
  const adapters = useQuery(productListQueryOptions(site?.id, { filter: 'category', op: 'eq', value: 'adapters', page_size: 100 }));
  const matches = (cables.data?.rows ?? []).filter((p) => fits(p, from, to));
  const bridges = (adapters.data?.rows ?? []).filter((p) => [from, to].includes(p.connector_a as Port) || [from, to].includes(p.connector_b as Port));

  const group = (legend: string, name: string, value: Port, set: (p: Port) => void) => (
    <fieldset className={styles.finderGroup}>
      <legend>{legend}</legend>
      <div className={styles.choices}>
        {PORTS.map((port) => (
          <label key={port} className={styles.choice}>
            <input type="radio" name={name} value={port} checked={value === port} onChange={() => set(port)} />
            {PORT_NAMES[port]}
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <div className={shell.page}>
      <header className={shell.pageHead}>
        <p className={shell.eyebrow}>{t('shop.eyebrow')}</p>
        <h1 className={shell.title}>{t('shop.finder_title')}</h1>
        <p className={shell.intro}>{t('shop.finder_intro')}</p>
      </header>

      <form className={styles.finder} onSubmit={(e) => e.preventDefault()} aria-label={t('shop.finder_title')}>
        {group(t('shop.finder_from'), 'from', from, setFrom)}
        <span className={styles.finderArrow} aria-hidden="true">
          ⇄
        </span>
        {group(t('shop.finder_to'), 'to', to, setTo)}
      </form>

      <section aria-labelledby="finder-results" aria-live="polite">
        <h2 id="finder-results" className={shell.sectionTitle}>
          {t('shop.finder_results', { from: PORT_NAMES[from], to: PORT_NAMES[to] })}
        </h2>
        {cables.isPending ? null : matches.length > 0 ? (
          <>
            <p className={shell.count}>{t('shop.count', { count: format.number(matches.length) })}</p>
            <ul role="list" className={product.grid} style={{ marginTop: 'var(--space-4)' }}>
              {matches.map((p) => (
                <li key={p.id}>
                  <ProductCard product={p} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <Notice title={t('shop.finder_none')}>
              <p>{bridges.length ? t('shop.finder_try_adapter') : t('shop.finder_none_hint')}</p>
            </Notice>
            {bridges.length ? (
              <ul role="list" className={product.grid} style={{ marginTop: 'var(--space-4)' }}>
                {bridges.map((p) => (
                  <li key={p.id}>
                    <ProductCard product={p} />
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
