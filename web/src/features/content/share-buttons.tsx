import { useState, type ComponentType, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, FacebookIcon, MailIcon } from '../../components/ui/icons/icons';
import { LinkIcon, PinterestIcon, XIcon } from '../../components/ui/icons/share-marks';
import { shareLinks, type ShareWay } from '../../lib/share-links';
import styles from './article-page.module.css';

export type { ShareWay };

interface ShareButtonsProps {
  title: string;
  url: string;
  image: string;
  /** Called for every share, before the share itself happens (the statistics post). */
  onShare: (way: ShareWay) => void;
}

/** Share links of an article. Social networks open in a new tab; "copy link" copies the address. */
export function ShareButtons({ title, url, image, onShare }: ShareButtonsProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const to = shareLinks(url, title, image);
  const links: { way: Exclude<ShareWay, 'copy_link'>; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
    { way: 'facebook', label: 'Facebook', Icon: FacebookIcon },
    { way: 'twitter', label: 'X', Icon: XIcon },
    { way: 'pinterest', label: 'Pinterest', Icon: PinterestIcon },
    { way: 'email', label: t('content.article.share_email'), Icon: MailIcon },
  ];

  const copy = async () => {
    onShare('copy_link');
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // clipboard refused (permissions, old browser): the address bar still has the link
    }
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2500);
  };

  return (
    <div className={styles.share}>
      <span className={styles.shareLabel}>{t('content.article.share')}</span>
      <ul role="list" className={styles.shareList}>
        {links.map(({ way, label, Icon }) => (
          <li key={way}>
            <a
              className={styles.shareButton}
              href={to[way]}
              target={way === 'email' ? undefined : '_blank'}
              rel="noopener noreferrer"
              aria-label={t('content.article.share_on', { network: label })}
              data-share={way}
              onClick={() => onShare(way)}
            >
              <Icon />
            </a>
          </li>
        ))}
        <li>
          <button type="button" className={styles.shareButton} onClick={() => void copy()} aria-label={t('content.article.copy_link')} data-share="copy_link">
            {copied ? <CheckIcon /> : <LinkIcon />}
          </button>
        </li>
      </ul>
      <span className={copied ? styles.copied : 'visually-hidden'} aria-live="polite">
        {copied ? t('content.article.link_copied') : ''}
      </span>
    </div>
  );
}
