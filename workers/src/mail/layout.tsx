// The frame shared by every transactional email, as React Email components: brand on top, one
// heading, the mail's own content, the footer naming the site where the address was typed
// (docs/product.md). React Email writes every style inline and as tables, which is what mail
// clients read; no <style> block, no script.
import type { ReactNode } from 'react';
// The React Email components one by one, not @react-email/components: that index also loads
// Tailwind, Markdown and Prism, half a second at every worker start for parts no mail uses.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { BCP47, type Lang } from '@voltline/locales';

const colors = { text: '#1f2933', muted: '#52606d', faint: '#7b8794', brand: '#0b6bcb', page: '#f5f7fa', card: '#ffffff', codeBg: '#eef4fb' };

const bodyStyle = { margin: 0, padding: '24px 12px', backgroundColor: colors.page, fontFamily: '-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif' };
const cardStyle = { maxWidth: '560px', width: '100%', backgroundColor: colors.card, borderRadius: '8px', padding: '32px' };
const brandStyle = { margin: '0 0 24px', fontSize: '20px', lineHeight: '28px', fontWeight: 700, letterSpacing: '.5px', color: colors.brand };
const headingStyle = { margin: '0 0 16px', fontSize: '22px', lineHeight: '30px', color: colors.text };
const paragraphStyle = { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: colors.text };
const finePrintStyle = { margin: '0 0 8px', fontSize: '13px', lineHeight: '20px', color: colors.muted };
const footerStyle = { margin: '16px auto 0', maxWidth: '560px', fontSize: '12px', lineHeight: '18px', color: colors.faint, textAlign: 'center' as const };

export interface MailLayoutProps {
  lang: Lang;
  brand: string;
  /** The line mail clients show after the subject in the inbox. */
  preheader: string;
  heading: string;
  footer: string;
  children: ReactNode;
}

export function MailLayout({ lang, brand, preheader, heading, footer, children }: MailLayoutProps) {
  return (
    // <html lang> takes a BCP 47 tag (en-US, ja-JP): screen readers and hyphenation read it; the
    // site codes (us, jp, se) are not language tags.
    <Html lang={BCP47[lang]}>
      <Head>
        <meta name="viewport" content="width=device-width" />
        <title>{heading}</title>
      </Head>
      <Preview>{preheader}</Preview>
      <Body style={bodyStyle}>
        <Container style={cardStyle}>
          <Text style={brandStyle}>{brand}</Text>
          <Heading as="h1" style={headingStyle}>
            {heading}
          </Heading>
          {children}
        </Container>
        <Text style={footerStyle}>{footer}</Text>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={paragraphStyle}>{children}</Text>;
}

export function FinePrint({ children }: { children: ReactNode }) {
  return <Text style={finePrintStyle}>{children}</Text>;
}

export function FinePrintLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: colors.muted, textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}

/**
 * The mail's one action, and its address written out below for clients that block buttons. The
 * written-out address is left out of the plain-text part, which already gives the link after the label.
 */
export function ActionButton({ label, url }: { label: string; url: string }) {
  return (
    <Section style={{ margin: '24px 0 16px' }}>
      <Button
        href={url}
        style={{
          display: 'inline-block',
          backgroundColor: colors.brand,
          color: '#ffffff',
          fontSize: '16px',
          fontWeight: 600,
          textDecoration: 'none',
          padding: '12px 24px',
          borderRadius: '6px',
        }}
      >
        {label}
      </Button>
      <Text data-skip-in-text="true" style={{ ...finePrintStyle, margin: '12px 0 0', wordBreak: 'break-all' }}>
        {url}
      </Text>
    </Section>
  );
}

/**
 * A code the customer copies into a checkout: on its own line, large and monospaced so that O and 0
 * differ, and selected whole by one tap (user-select: all; no script, mail clients run none).
 */
export function CopyableCode({ label, code }: { label: string; code: string }) {
  return (
    <Section style={{ margin: '0 0 16px' }}>
      <Text style={{ ...paragraphStyle, margin: '0 0 8px' }}>{label}</Text>
      <Text
        style={{
          margin: 0,
          padding: '14px 16px',
          fontFamily: 'ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace',
          fontSize: '26px',
          lineHeight: '34px',
          fontWeight: 700,
          letterSpacing: '2px',
          textAlign: 'center',
          color: colors.text,
          backgroundColor: colors.codeBg,
          border: `2px dashed ${colors.brand}`,
          borderRadius: '6px',
          userSelect: 'all',
          WebkitUserSelect: 'all',
          wordBreak: 'break-all',
        }}
      >
        {code}
      </Text>
    </Section>
  );
}
