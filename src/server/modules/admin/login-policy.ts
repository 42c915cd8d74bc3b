/**
 * When a login attempt is refused or slowed (OWASP Authentication Cheat Sheet, "Account
 * lockout" and "Login throttling"): see docs/decisions/030-login-attempts-counted-first.md.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Attempts one client address may make, for any account, within the window (a success starts it again). */
const MAX_ATTEMPTS_PER_ADDRESS = 5;
/** Attempts on one account, from all addresses, after which it counts as under attack. */
const ACCOUNT_UNDER_ATTACK_ATTEMPTS = 10;
/** While an account is under attack, an address may make this many attempts on it (so one typo is forgiven). */
const ATTEMPTS_PER_ADDRESS_UNDER_ATTACK = 2;
/** While an account is under attack, every attempt on it waits this long (a flood gets slow). */
export const UNDER_ATTACK_DELAY_MS = 1_000;

/** Attempts within the window, this one included. */
export interface AttemptCounts {
  /** From this address, any account. */
  byAddress: number;
  /** On this account, any address. */
  byAccount: number;
  /** From this address on this account. */
  byAddressAndAccount: number;
}

export type LoginDecision = { refuse: true; retryAfterSeconds: number } | { refuse: false; delayMs: number };

/**
 * An address that keeps trying is refused. An account under attack is never locked for
 * everyone: addresses that already tried twice on it are refused, attempts from others are slowed
 * but still checked, so the real admin with the right password gets in, even after a typo.
 */
export function decideLogin(counts: AttemptCounts): LoginDecision {
  const retryAfterSeconds = Math.ceil(LOGIN_WINDOW_MS / 1000);
  if (counts.byAddress > MAX_ATTEMPTS_PER_ADDRESS) return { refuse: true, retryAfterSeconds };
  const underAttack = counts.byAccount > ACCOUNT_UNDER_ATTACK_ATTEMPTS;
  if (underAttack && counts.byAddressAndAccount > ATTEMPTS_PER_ADDRESS_UNDER_ATTACK) return { refuse: true, retryAfterSeconds };
  return { refuse: false, delayMs: underAttack ? UNDER_ATTACK_DELAY_MS : 0 };
}
