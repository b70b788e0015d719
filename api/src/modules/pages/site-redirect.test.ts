import { describe, expect, it } from 'vitest';
import { siteRedirectLocation } from './site-redirect';

/** The request address as the page renderer parses it (modules/pages/ssr-plugin.ts). */
const parsed = (path: string) => new URL(path.replace(/^\/{2,}/, '/'), 'https://voltline.example');

describe('siteRedirectLocation', () => {
  it('keeps the path, query and fragment of an ordinary address', () => {
    expect(siteRedirectLocation(parsed('/product/powerline?site=de#specs'))).toBe('/product/powerline?site=de#specs');
  });

  it('never answers a scheme-relative address, however the request spelled it', () => {
    for (const path of ['/.//evil.example/', '/a/../..//evil.example/', '/./\\/evil.example/', '//evil.example/', '/%2e//evil.example/']) {
      const location = siteRedirectLocation(parsed(path));
      expect(location, path).toMatch(/^\/(?![/\\])/);
      // What a browser would do with it: stay on the site.
      expect(new URL(location, 'https://voltline.example').host, path).toBe('voltline.example');
    }
  });
});
