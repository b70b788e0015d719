import { describe, expect, it } from 'vitest';
import { isStoreUnavailable } from './store-unavailable';

/** The shapes below are what Prisma 7 (pg adapter), pg and ioredis were seen to throw. */
const prismaError = (code: string, cause?: Record<string, unknown>) =>
  Object.assign(new Error(`prisma ${code}`), { code, meta: cause ? { driverAdapterError: { name: 'DriverAdapterError', cause } } : undefined });

describe('isStoreUnavailable', () => {
  it('recognises an unreachable, frozen or exhausted Postgres', () => {
    expect(isStoreUnavailable(prismaError('P1001', { kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5999 }))).toBe(true);
    // $queryRaw wraps the same cause in P2010.
    expect(isStoreUnavailable(prismaError('P2010', { kind: 'DatabaseNotReachable' }))).toBe(true);
    expect(isStoreUnavailable(prismaError('P2024'))).toBe(true);
    // "Unable to start a transaction in the given time": every connection busy.
    expect(isStoreUnavailable(prismaError('P2028'))).toBe(true);
    expect(isStoreUnavailable(prismaError('P2010', { kind: 'postgres', code: '57P01' }))).toBe(true);
    expect(isStoreUnavailable(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(isStoreUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isStoreUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
  });

  it('recognises a frozen or unreachable Redis, also as the cause of another error', () => {
    expect(isStoreUnavailable(new Error('Command timed out'))).toBe(true);
    expect(isStoreUnavailable(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(true);
    expect(isStoreUnavailable(new Error('hand-over failed', { cause: new Error('Connection is closed.') }))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isStoreUnavailable(prismaError('P2002', { kind: 'UniqueConstraintViolation' }))).toBe(false);
    expect(isStoreUnavailable(prismaError('P2010', { kind: 'postgres', code: '22021' }))).toBe(false);
    expect(isStoreUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isStoreUnavailable(Object.assign(new Error('Body is not valid JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }))).toBe(false);
    expect(isStoreUnavailable(undefined)).toBe(false);
    expect(isStoreUnavailable('Command timed out')).toBe(false);
  });
});
