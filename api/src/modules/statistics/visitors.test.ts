import { describe, expect, it } from 'vitest';
import { isBot } from './visitors';

describe('isBot', () => {
  it('drops crawlers, link previews, monitors, HTTP libraries and requests without a user agent', () => {
    const automated = [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)',
      'curl/8.5.0',
      'python-requests/2.31.0',
      'Go-http-client/1.1',
      '',
      undefined,
    ];
    expect(automated.filter((ua) => !isBot(ua))).toEqual([]);
  });

  it('counts browsers, headless Chromium included', () => {
    const browsers = [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
    ];
    expect(browsers.filter((ua) => isBot(ua))).toEqual([]);
  });
});
