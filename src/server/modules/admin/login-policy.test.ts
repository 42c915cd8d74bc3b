import { describe, expect, it } from 'vitest';
import { decideLogin, UNDER_ATTACK_DELAY_MS } from './login-policy.js';

describe('decideLogin', () => {
  it('lets a normal attempt through at once', () => {
    expect(decideLogin({ byAddress: 2, byAccount: 2, byAddressAndAccount: 2 })).toEqual({ refuse: false, delayMs: 0 });
  });
  it('refuses an address after five failures, for every account', () => {
    expect(decideLogin({ byAddress: 5, byAccount: 0, byAddressAndAccount: 0 })).toMatchObject({ refuse: true, retryAfterSeconds: 900 });
  });
  it('under attack, refuses the addresses that failed on the account and slows the others', () => {
    expect(decideLogin({ byAddress: 1, byAccount: 10, byAddressAndAccount: 1 })).toMatchObject({ refuse: true });
    expect(decideLogin({ byAddress: 0, byAccount: 50, byAddressAndAccount: 0 })).toEqual({ refuse: false, delayMs: UNDER_ATTACK_DELAY_MS });
  });
});
