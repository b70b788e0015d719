import { toLang } from '@voltline/locales/languages';
import type { Site } from '@voltline/contracts';
import styles from './flag.module.css';

/** A site's flag (decorative: the site name is always written next to it). */
export function Flag({ site }: { site: Pick<Site, 'icon' | 'site'> }) {
  const src = site.icon || `/flags/${toLang(site.site)}.svg`;
  return <img className={styles.flag} src={src} alt="" width={21} height={14} loading="lazy" decoding="async" />;
}
