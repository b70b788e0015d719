import { useTranslation } from 'react-i18next';
import { FacebookIcon, MailIcon } from '../../components/ui/icons/icons';
import { toast } from '../../components/ui/toast/toast-store';
import styles from './shop.module.css';

export type ShareWay = 'facebook' | 'twitter' | 'pinterest' | 'email' | 'copy_link';

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
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const links: { way: Exclude<ShareWay, 'copy_link'>; href: string; label: string; icon: React.ReactNode }[] = [
    { way: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, label: 'Facebook', icon: <FacebookIcon /> },
    { way: 'twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}`, label: 'X', icon: <span aria-hidden="true">𝕏</span> },
    {
      way: 'pinterest',
      href: `https://www.pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent(image)}&description=${text}`,
      label: 'Pinterest',
      icon: <span aria-hidden="true">P</span>,
    },
    { way: 'email', href: `mailto:?subject=${text}&body=${u}`, label: t('shop.share_email'), icon: <MailIcon /> },
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
          href={link.href}
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
