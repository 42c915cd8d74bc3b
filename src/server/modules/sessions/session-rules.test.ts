import { describe, expect, it } from 'vitest';
import { buildSession } from '../../../../tests/support/builders.js';
import { findSessionInconsistency } from './session-rules.js';

describe('findSessionInconsistency', () => {
  const ids = Array.from({ length: 20 }, (_, i) => `his-${i}`);
  it('accepts a consistent passing and failing session', () => {
    expect(findSessionInconsistency(buildSession(ids, 15))).toBeUndefined();
    expect(findSessionInconsistency(buildSession(ids, 14))).toBeUndefined();
  });
  it('tolerates rounding of the score by one point', () => {
    expect(findSessionInconsistency(buildSession(ids.slice(0, 3), 1, { score_percentage: 33.33 }))).toBeUndefined();
  });
  it('finds a pass flag that contradicts 14 of 20', () => {
    expect(findSessionInconsistency(buildSession(ids, 14, { passed: true }))).toBe('passed does not match the pass mark');
  });
});
