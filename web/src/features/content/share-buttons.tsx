import { useState, type ComponentType, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, FacebookIcon, MailIcon } from '../../components/ui/icons/icons';
import styles from './article-page.module.css';

export type ShareWay = 'facebook' | 'twitter' | 'pinterest' | 'email' | 'copy_link';

interface ShareButtonsProps {
  title: string;
  url: string;
  image: string;
  /** Called for every share, before the share itself happens (the statistics post). */
  onShare: (way: ShareWay) => void;
}

function XIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
    </svg>
  );
}

function PinterestIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.8-2.5.9 0 1.3.7 1.3 1.4 0 .9-.6 2.2-.9 3.4-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.9 0-2.5-1.8-4.3-4.4-4.3-3 0-4.8 2.3-4.8 4.6 0 .9.4 1.9.8 2.4l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.4-.6-2.2-2.6-2.2-4.2 0-3.4 2.5-6.6 7.2-6.6 3.8 0 6.7 2.7 6.7 6.3 0 3.7-2.4 6.8-5.7 6.8-1.1 0-2.2-.6-2.5-1.3l-.7 2.6c-.3 1-1 2.2-1.4 2.9A10 10 0 1 0 12 2Z" />
    </svg>
  );
}

function LinkIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M10 13a5 5 0 0 0 7.1 0l3-3a5 5 0 0 0-7.1-7.1l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.1 0l-3 3a5 5 0 0 0 7.1 7.1l1.7-1.7" />
    </svg>
  );
}

/** Share links of an article. Social networks open in a new tab; "copy link" copies the address. */
export function ShareButtons({ title, url, image, onShare }: ShareButtonsProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const u = encodeURIComponent(url);
  const links: { way: ShareWay; href: string; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
    { way: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, label: 'Facebook', Icon: FacebookIcon },
    { way: 'twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`, label: 'X', Icon: XIcon },
    {
      way: 'pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent(new URL(image, url).href)}&description=${encodeURIComponent(title)}`,
      label: 'Pinterest',
      Icon: PinterestIcon,
    },
    { way: 'email', href: `mailto:?subject=${encodeURIComponent(title)}&body=${u}`, label: t('content.article.share_email'), Icon: MailIcon },
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
        {links.map(({ way, href, label, Icon }) => (
          <li key={way}>
            <a
              className={styles.shareButton}
              href={href}
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
