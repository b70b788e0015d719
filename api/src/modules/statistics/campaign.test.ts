import { describe, expect, it } from 'vitest';
import { readLanding } from './campaign';

describe('readLanding: what a page-view address says about the visitor’s arrival', () => {
  it('keeps the path and the five utm_ parameters, lower-cased and trimmed, and drops everything else', () => {
    const landing = readLanding(
      '/index?utm_source=%20Newsletter%20&utm_medium=EMAIL&utm_campaign=Spring&utm_content=Hero&utm_term=USB-C&site=de&gclid=abc&email=ann%40example.com#top',
      undefined,
      'voltline.example',
    );
    expect(landing).toEqual({
      path: '/index',
      campaign: true,
      arrival: { source: 'newsletter', medium: 'email', campaign: 'spring', content: 'hero', term: 'usb-c', landing: '/index' },
    });
  });

  it('clips each parameter to 64 characters without splitting a character', () => {
    const landing = readLanding(`/index?utm_campaign=${'a'.repeat(63)}${encodeURIComponent('😀')}zzz`, undefined, 'voltline.example');
    expect(landing.arrival?.campaign).toBe(`${'a'.repeat(63)}😀`);
    expect([...landing.arrival!.campaign]).toHaveLength(64);
  });

  it('takes the host of a foreign referrer, and nothing of our own', () => {
    expect(readLanding('/products', 'https://www.Google.com/search?q=voltline', 'voltline.example').arrival).toEqual({
      source: 'www.google.com',
      medium: 'referral',
      campaign: '(none)',
      content: '',
      term: '',
      landing: '/products',
    });
    expect(readLanding('/products', 'https://voltline.example/index', 'voltline.example')).toEqual({ path: '/products', campaign: false });
    expect(readLanding('/products', 'not a url', 'voltline.example')).toEqual({ path: '/products', campaign: false });
    expect(readLanding('/products', 'android-app://com.google.android.gm/', 'voltline.example').arrival).toBeUndefined();
  });

  it('names the referring host as the source of a campaign without utm_source', () => {
    expect(readLanding('/index?utm_campaign=spring', 'https://mail.example.org/', 'voltline.example').arrival).toMatchObject({
      source: 'mail.example.org',
      medium: '(none)',
      campaign: 'spring',
    });
    expect(readLanding('/index?utm_campaign=spring', undefined, 'voltline.example').arrival).toMatchObject({ source: '(direct)', campaign: 'spring' });
  });

  it('treats an address without campaign parameters as no arrival, whatever else it carries', () => {
    expect(readLanding('/index?site=de&utm_source=', undefined, 'voltline.example')).toEqual({ path: '/index', campaign: false });
  });
});
