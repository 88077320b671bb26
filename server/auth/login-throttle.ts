/**
 * Guessing passwords costs time: each account (the normalised CPF, per portal and company)
 * is locked for a while after a few wrong passwords, and each client address after many,
 * whichever CPFs it tries (password spraying). Counts live in memory: a restart forgives,
 * which a guesser cannot trigger.
 */
export interface ThrottleLimits {
  /** Wrong passwords for one account before it is locked. */
  perAccount: number;
  /** Wrong passwords from one address, over any accounts, before it is locked. */
  perAddress: number;
  /** How long a lock lasts, and how long failures are remembered. */
  lockMs: number;
}

/** Requests to a login call per client address, whatever their outcome (floods, not guesses). */
export const LOGIN_REQUEST_RATE = { max: 120, timeWindow: '1 minute' };

export const DEFAULT_LIMITS: ThrottleLimits = { perAccount: 5, perAddress: 20, lockMs: 15 * 60_000 };

interface Failures {
  count: number;
  /** Failures older than this are forgotten; while locked, the end of the lock. */
  until: number;
}

export type Refusal = 'account' | 'address';

export class LoginThrottle {
  private readonly accounts = new Map<string, Failures>();
  private readonly addresses = new Map<string, Failures>();

  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  get lockMs(): number {
    return this.limits.lockMs;
  }

  /** Why this attempt is refused before its password is checked, or null. */
  refusal(account: string, address: string): Refusal | null {
    if (this.locked(this.addresses, address, this.limits.perAddress)) return 'address';
    if (this.locked(this.accounts, account, this.limits.perAccount)) return 'account';
    return null;
  }

  failed(account: string, address: string): void {
    this.count(this.accounts, account);
    this.count(this.addresses, address);
  }

  /** A right password clears the account's failures (not the address's: spraying goes on). */
  succeeded(account: string): void {
    this.accounts.delete(account);
  }

  private locked(map: Map<string, Failures>, key: string, limit: number): boolean {
    const entry = map.get(key);
    if (!entry) return false;
    if (entry.until <= this.now()) {
      map.delete(key);
      return false;
    }
    return entry.count >= limit;
  }

  private count(map: Map<string, Failures>, key: string): void {
    const now = this.now();
    const entry = map.get(key);
    const live = entry && entry.until > now ? entry : { count: 0, until: 0 };
    map.set(key, { count: live.count + 1, until: now + this.limits.lockMs });
    if (map.size > 100_000) this.prune(map, now);
  }

  private prune(map: Map<string, Failures>, now: number): void {
    for (const [key, entry] of map) if (entry.until <= now) map.delete(key);
  }
}
