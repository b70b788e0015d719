import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, MailIcon } from '../../components/ui/icons/icons';
import { PinterestIcon, XIcon } from '../../components/ui/icons/share-marks';
import { toast } from '../../components/ui/toast/toast-store';
import { shareLinks, type ShareWay } from '../../lib/share-links';
import styles from './share-buttons.module.css';

export type { ShareWay };

interface ShareButtonsProps {
  url: string;
  title: string;
  image: string;
  /** Called once per share, before the share window opens (the statistics post). */
  onShare: (way: ShareWay) => void;
}

/** Share a page on Facebook, X, Pinterest, by email, or copy its address. */
export function ShareButtons({ url, title, image, onShare }: ShareButtonsProps) {
  const { t } = useTranslation();
  const to = shareLinks(url, title, image);
  const links: { way: Exclude<ShareWay, 'copy_link'>; label: string; icon: ReactNode }[] = [
    { way: 'facebook', label: 'Facebook', icon: <FacebookIcon /> },
    { way: 'twitter', label: 'X', icon: <XIcon /> },
    { way: 'pinterest', label: 'Pinterest', icon: <PinterestIcon /> },
    { way: 'email', label: t('shop.share_email'), icon: <MailIcon /> },
  ];

  const copy = async () => {
    onShare('copy_link');
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('shop.link_copied'));
    } catch {
      toast.info(url);
    }
  };

  return (
    <div className={styles.share}>
      <span className={styles.shareLabel}>{t('shop.share')}</span>
      {links.map((link) => (
        <a
          key={link.way}
          className={styles.shareButton}
          href={to[link.way]}
          target={link.way === 'email' ? undefined : '_blank'}
          rel="noopener noreferrer"
          aria-label={t('shop.share_on', { network: link.label })}
          data-share={link.way}
          onClick={() => onShare(link.way)}
        >
          {link.icon}
        </a>
      ))}
      <button type="button" className={styles.shareButton} data-share="copy_link" onClick={() => void copy()}>
        {t('shop.copy_link')}
      </button>
    </div>
  );
}
