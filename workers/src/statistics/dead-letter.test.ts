import { describe, expect, it } from 'vitest';
import { jsonForPostgres, refusalOf, storedId } from './dead-letter';

/** The shape of an error of Prisma's raw queries through the pg driver adapter. */
const postgresError = (code: string, message: string) => ({
  code: 'P2010',
  meta: { driverAdapterError: { name: 'DriverAdapterError', cause: { originalCode: code, originalMessage: message, kind: 'postgres' } } },
});

describe('dead letter: which failures set an event aside, and how it is stored', () => {
  it('blames the data for data exceptions and integrity violations', () => {
    expect(refusalOf(postgresError('22008', 'date/time field value out of range: "2026-13-01"'))).toEqual({
      code: '22008',
      message: 'date/time field value out of range: "2026-13-01"',
    });
    for (const code of ['22021', '22001', '22P05', '22003', '23502', '21000', '54000']) expect(refusalOf(postgresError(code, 'x'))?.code).toBe(code);
  });

  it('does not blame the data for a race, a deadlock, a lost connection or anything unknown (those are retried)', () => {
    for (const code of ['23505', '40P01', '40001', '57P01', '08006', '53300']) expect(refusalOf(postgresError(code, 'x'))).toBeUndefined();
    expect(refusalOf(new Error('Connection terminated unexpectedly'))).toBeUndefined();
    expect(refusalOf({ code: 'P1001' })).toBeUndefined();
    expect(refusalOf(undefined)).toBeUndefined();
  });

  it('writes JSON that jsonb takes, with NUL and lone surrogates as visible text', () => {
    expect(jsonForPostgres({ p: 'a\u0000b', q: 'x\uD800', r: '🔌' })).toBe('{"p":"a\\\\u0000b","q":"x\\\\ud800","r":"🔌"}');
    expect(JSON.parse(jsonForPostgres({ p: 'a\u0000b' }))).toEqual({ p: 'a\\u0000b' });
    // Someone who typed a backslash and "u0000" keeps exactly that.
    expect(JSON.parse(jsonForPostgres({ p: 'a\\u0000b' }))).toEqual({ p: 'a\\u0000b' });
    expect(JSON.parse(jsonForPostgres({ p: 'a\\\u0000b' }))).toEqual({ p: 'a\\\\u0000b' });
  });

  it('keeps ids that fit the column and hashes the others', () => {
    const uuid = '0b7c3c4e-3f55-4f7e-9d0c-2f3b1c9a8e11';
    expect(storedId(`${uuid}#250+125`)).toBe(`${uuid}#250+125`);
    const long = storedId('x'.repeat(65));
    expect(long).toHaveLength(63);
    expect(long).toBe(storedId('x'.repeat(65)));
    expect(long).not.toBe(storedId('y'.repeat(65)));
  });
});
