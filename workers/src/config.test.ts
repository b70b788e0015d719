import { describe, expect, it } from 'vitest';
import { SEED_STATISTICS_NAMES } from '@voltline/contracts';
import { deprecatedVariables, loadWorkersConfig } from './config';

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

describe('workers configuration: variables renamed since the seed', () => {
  const old = SEED_STATISTICS_NAMES.concurrencyVariable;

  it('reads the old name of STATISTICS_CONCURRENCY and says once that it is deprecated', () => {
    const env = { ...base, [old]: '7' };
    expect(loadWorkersConfig(env).STATISTICS_CONCURRENCY).toBe(7);
    expect(deprecatedVariables(env)).toEqual([`${old} is deprecated: it is read as STATISTICS_CONCURRENCY; rename it`]);
  });

  it('prefers the new name when both are set', () => {
    const env = { ...base, [old]: '7', STATISTICS_CONCURRENCY: '9' };
    expect(loadWorkersConfig(env).STATISTICS_CONCURRENCY).toBe(9);
    expect(deprecatedVariables(env)).toEqual([`${old} is deprecated and ignored: STATISTICS_CONCURRENCY is set`]);
  });

  it('says nothing when only new names are set', () => {
    expect(deprecatedVariables({ ...base, STATISTICS_CONCURRENCY: '9' })).toEqual([]);
  });
});
