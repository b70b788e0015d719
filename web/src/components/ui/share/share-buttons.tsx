import { useState, type ComponentType, type SVGProps } from 'react';
import { CheckIcon, FacebookIcon } from '../icons/icons';
import { MailIcon } from '../icons/page-icons';
import { LinkIcon, PinterestIcon, XIcon } from '../icons/share-marks';
import { toast } from '../../../lib/toast-store';
import { shareLinks, type ShareWay } from '../../../lib/share-links';
import styles from './share-buttons.module.css';

/** The words of the share links, in the page's texts. */
export interface ShareTexts {
  /** Before the links ("Share"). */
  share: string;
  /** A network's link, for screen readers ("Share on Facebook"). */
  shareOn: (network: string) => string;
  email: string;
  copyLink: string;
  linkCopied: string;
}

interface ShareButtonsProps {
  url: string;
  title: string;
  image: string;
  /** Called for every share, before the share itself happens (the statistics post). */
  onShare: (way: ShareWay) => void;
  texts: ShareTexts;
  /**
   * `icons` (under an article): round icon buttons in a list; "copy link" is an icon that turns
   * into a tick for a moment, and a live region says the link was copied.
   * `pills` (a product's buy box): the links in a row and "copy link" in words, confirmed by a
   * toast (the address itself when the clipboard refuses).
   */
  look: 'icons' | 'pills';
  /** The page's own placing of the block (margins, a rule above it). */
  className?: string;
}

const COPIED_MS = 2500;

/** Share a page on Facebook, X, Pinterest, by email, or copy its address. Networks open in a new tab. */
export function ShareButtons({ url, title, image, onShare, texts, look, className }: ShareButtonsProps) {
  const [copied, setCopied] = useState(false);
  const to = shareLinks(url, title, image);
  const icons = look === 'icons';
  const button = icons ? styles.iconButton : styles.pillButton;
  const links: { way: Exclude<ShareWay, 'copy_link'>; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
    { way: 'facebook', label: 'Facebook', Icon: FacebookIcon },
    { way: 'twitter', label: 'X', Icon: XIcon },
    { way: 'pinterest', label: 'Pinterest', Icon: PinterestIcon },
    { way: 'email', label: texts.email, Icon: MailIcon },
  ];

  const copy = async () => {
    onShare('copy_link');
    try {
      await navigator.clipboard.writeText(url);
      if (!icons) toast.success(texts.linkCopied);
    } catch {
      // The clipboard refused (permissions, an old browser): the address bar still has the link,
      // and the toast shows it.
      if (!icons) toast.info(url);
    }
    if (icons) {
      setCopied(true);
      window.setTimeout(() => setCopied(false), COPIED_MS);
    }
  };

  const anchor = ({ way, label, Icon }: (typeof links)[number], key?: string) => (
    <a
      key={key}
      className={button}
      href={to[way]}
      target={way === 'email' ? undefined : '_blank'}
      rel="noopener noreferrer"
      aria-label={texts.shareOn(label)}
      data-share={way}
      onClick={() => onShare(way)}
    >
      <Icon />
    </a>
  );
  const root = [styles.share, icons ? styles.icons : styles.pills, className].filter(Boolean).join(' ');

  if (!icons) {
    return (
      <div className={root}>
        <span className={styles.pillLabel}>{texts.share}</span>
        {links.map((link) => anchor(link, link.way))}
        <button type="button" className={button} data-share="copy_link" onClick={() => void copy()}>
          {texts.copyLink}
        </button>
      </div>
    );
  }
  return (
    <div className={root}>
      <span className={styles.iconLabel}>{texts.share}</span>
      <ul role="list" className={styles.list}>
        {links.map((link) => (
          <li key={link.way}>{anchor(link)}</li>
        ))}
        <li>
          <button type="button" className={button} onClick={() => void copy()} aria-label={texts.copyLink} data-share="copy_link">
            {copied ? <CheckIcon /> : <LinkIcon />}
          </button>
        </li>
      </ul>
      <span className={copied ? styles.copied : 'visually-hidden'} aria-live="polite">
        {copied ? texts.linkCopied : ''}
      </span>
    </div>
  );
}
