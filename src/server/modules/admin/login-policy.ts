/**
 * When a login attempt is refused or slowed (OWASP Authentication Cheat Sheet, "Account
 * lockout" and "Login throttling"): see docs/decisions/013-admin-login-throttling.md.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failed attempts one client address may make, for any account, within the window. */
const MAX_FAILURES_PER_ADDRESS = 5;
/** Failed attempts on one account, from all addresses, after which it counts as under attack. */
const ACCOUNT_UNDER_ATTACK_FAILURES = 10;
/** While an account is under attack, every attempt on it waits this long (a flood gets slow). */
export const UNDER_ATTACK_DELAY_MS = 1_000;

export interface FailureCounts {
  /** Failures from this address, any account. */
  byAddress: number;
  /** Failures on this account, any address. */
  byAccount: number;
  /** Failures from this address on this account. */
  byAddressAndAccount: number;
}

export type LoginDecision = { refuse: true; retryAfterSeconds: number } | { refuse: false; delayMs: number };

/**
 * An address that keeps failing is refused. An account under attack is never locked for
 * everyone: addresses that failed on it are refused, attempts from others are slowed but still
 * checked, so the real admin with the right password gets in.
 */
export function decideLogin(counts: FailureCounts): LoginDecision {
  const retryAfterSeconds = Math.ceil(LOGIN_WINDOW_MS / 1000);
  if (counts.byAddress >= MAX_FAILURES_PER_ADDRESS) return { refuse: true, retryAfterSeconds };
  const underAttack = counts.byAccount >= ACCOUNT_UNDER_ATTACK_FAILURES;
  if (underAttack && counts.byAddressAndAccount > 0) return { refuse: true, retryAfterSeconds };
  return { refuse: false, delayMs: underAttack ? UNDER_ATTACK_DELAY_MS : 0 };
}
