import type { ReactNode } from 'react';
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

/** The X and Pinterest marks, drawn at icon size (decorative: the link is labelled). */
const XMark = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.9L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
  </svg>
);

const PinMark = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.8-2.5.9 0 1.3.7 1.3 1.4 0 .9-.6 2.2-.9 3.4-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.8 0-2.5-1.8-4.3-4.4-4.3-3 0-4.7 2.2-4.7 4.6 0 .9.3 1.9.8 2.4.1.1.1.2.1.3l-.3 1.2c0 .2-.2.3-.4.2-1.4-.7-2.2-2.7-2.2-4.3 0-3.5 2.5-6.7 7.3-6.7 3.8 0 6.8 2.7 6.8 6.4 0 3.8-2.4 6.9-5.8 6.9-1.1 0-2.2-.6-2.6-1.3l-.7 2.7c-.3 1-.9 2.2-1.4 2.9A10 10 0 1 0 12 2Z" />
  </svg>
);

/** Share a page on Facebook, X, Pinterest, by email, or copy its address. */
export function ShareButtons({ url, title, image, onShare }: ShareButtonsProps) {
  const { t } = useTranslation();
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const links: { way: Exclude<ShareWay, 'copy_link'>; href: string; label: string; icon: ReactNode }[] = [
    { way: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, label: 'Facebook', icon: <FacebookIcon /> },
    { way: 'twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}`, label: 'X', icon: <XMark /> },
    {
      way: 'pinterest',
      href: `https://www.pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent(image)}&description=${text}`,
      label: 'Pinterest',
      icon: <PinMark />,
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
