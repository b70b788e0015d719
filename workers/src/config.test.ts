import { describe, expect, it } from 'vitest';
import { loadWorkersConfig } from './config';

const base = { DATABASE_URL: 'postgresql://db/x' };

describe('workers configuration: the sender of transactional mail', () => {
  it("comes from the site's own domain when MAIL_FROM is unset", () => {
    const config = loadWorkersConfig({ ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://mx:25', PUBLIC_URL: 'https://www.voltline.example/' });
    expect(config.MAIL_FROM).toBe('Voltline <no-reply@www.voltline.example>');
  });

  it('is MAIL_FROM when set', () => {
    const config = loadWorkersConfig({ ...base, MAIL_FROM: 'Voltline Care <care@voltline.example>' });
    expect(config.MAIL_FROM).toBe('Voltline Care <care@voltline.example>');
  });
});
