import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { AttemptLimiter, type Limit } from '../../lib/limits';

const MINUTE = 60_000;

/**
 * Sign-in limits that stop attackers, not owners (OWASP, "blocking brute force without a lock-out
 * denial of service"): failures are counted per (account, address) and per address, and only the
 * failing address is refused; failures on an account from many addresses slow every attempt on it
 * down but never refuse the owner. On top of these, the route's own per-IP limit counts every call.
 */
export const SIGN_IN_LIMITS = {
  /** Failed sign-ins on one account from one address: then that address is refused for that account. */
  accountFromAddress: { max: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins from one address on any accounts (credential stuffing): then the address is refused. */
  address: { max: 100, windowMs: 24 * 60 * MINUTE },
  /** Failed sign-ins on one account from every address: beyond `max`, each attempt on it waits. */
  account: { max: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

/** The wait per failure beyond the account's limit, and its ceiling. */
export const SLOWDOWN_STEP_MS = 500;
export const SLOWDOWN_MAX_MS = 5_000;

/** How long an attempt on an account waits, given the failures its window holds. */
export function slowdownMs(failures: number): number {
  const beyond = failures - SIGN_IN_LIMITS.account.max;
  return beyond <= 0 ? 0 : Math.min(beyond * SLOWDOWN_STEP_MS, SLOWDOWN_MAX_MS);
}

export class SignInLimits {
  readonly accountFromAddress: AttemptLimiter;
  readonly address: AttemptLimiter;
  readonly account: AttemptLimiter;

  constructor(redis: Redis, prefix: string) {
    this.accountFromAddress = new AttemptLimiter(redis, `${prefix}signin-pair`, SIGN_IN_LIMITS.accountFromAddress);
    this.address = new AttemptLimiter(redis, `${prefix}signin-ip`, SIGN_IN_LIMITS.address);
    this.account = new AttemptLimiter(redis, `${prefix}signin-account`, SIGN_IN_LIMITS.account);
  }

  /**
   * Before the password is checked: the attempt takes its place in the address's windows (on this
   * account and on any), atomically, and is refused with 619 once either is full. A count read
   * before the check and written after it let parallel guesses through (every one read the same
   * count); a consume in Redis is one step, so at most `max` attempts are ever checked. The
   * account's slowdown comes next, whatever the password, so an attacker learns nothing by giving
   * up early. The caller ends every attempt with `failed`, `succeeded` or `other`.
   */
  async before(email: string, ip: string): Promise<void> {
    await this.accountFromAddress.consume(pair(email, ip));
    try {
      await this.address.consume(ip);
    } catch (error) {
      await this.accountFromAddress.giveBack(pair(email, ip));
      throw error;
    }
    const wait = slowdownMs(await this.account.held(email));
    if (wait > 0) await sleep(wait);
  }

  /** A wrong password or an unknown account: the address's attempt stays counted, and the account's failures grow. */
  async failed(email: string): Promise<void> {
    await this.account.count(email);
  }

  /**
   * The owner got in from this address: its count on the account starts again, and the attempt
   * is taken back from the address's daily count. The account's own count is kept, or an attacker
   * could clear the slowdown by waiting for the owner to sign in.
   */
  async succeeded(email: string, ip: string): Promise<void> {
    await Promise.all([this.accountFromAddress.forget(pair(email, ip)), this.address.giveBack(ip)]);
  }

  /** Neither a failure nor a success (an email not confirmed yet, a store that did not answer): taken back. */
  async other(email: string, ip: string): Promise<void> {
    await Promise.all([this.accountFromAddress.giveBack(pair(email, ip)), this.address.giveBack(ip)]);
  }
}

const pair = (email: string, ip: string) => `${email}\n${ip}`;
