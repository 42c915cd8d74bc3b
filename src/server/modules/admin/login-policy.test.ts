import { describe, expect, it } from 'vitest';
import { decideLogin, UNDER_ATTACK_DELAY_MS } from './login-policy.js';

/** Counts include the attempt being decided. */
describe('decideLogin', () => {
  it('lets a normal attempt through at once', () => {
    expect(decideLogin({ byAddress: 3, byAccount: 3, byAddressAndAccount: 3 })).toEqual({ refuse: false, delayMs: 0 });
  });
  it('checks five attempts from an address, and refuses the sixth, for every account', () => {
    expect(decideLogin({ byAddress: 5, byAccount: 5, byAddressAndAccount: 5 })).toEqual({ refuse: false, delayMs: 0 });
    expect(decideLogin({ byAddress: 6, byAccount: 1, byAddressAndAccount: 1 })).toMatchObject({ refuse: true, retryAfterSeconds: 900 });
  });
  it('under attack, slows every attempt and refuses an address after its second on the account (one typo is forgiven)', () => {
    expect(decideLogin({ byAddress: 1, byAccount: 50, byAddressAndAccount: 1 })).toEqual({ refuse: false, delayMs: UNDER_ATTACK_DELAY_MS });
    expect(decideLogin({ byAddress: 2, byAccount: 51, byAddressAndAccount: 2 })).toEqual({ refuse: false, delayMs: UNDER_ATTACK_DELAY_MS });
    expect(decideLogin({ byAddress: 3, byAccount: 52, byAddressAndAccount: 3 })).toMatchObject({ refuse: true });
  });
});
