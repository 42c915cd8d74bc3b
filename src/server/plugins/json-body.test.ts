import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-body';

describe('nestedDeeperThan', () => {
  it('measures arrays and objects, not brackets inside strings', () => {
    expect(nestedDeeperThan('{"a":[1,{"b":[2]}]}', 4)).toBe(false);
    expect(nestedDeeperThan('{"a":[1,{"b":[2]}]}', 3)).toBe(true);
    expect(nestedDeeperThan('{"text":"[[[[[[[[[[\\"[[[["}', 1)).toBe(false);
  });

  it('refuses a megabyte of nesting, and lets the deepest body of the API through', () => {
    expect(nestedDeeperThan(`${'['.repeat(500_000)}${']'.repeat(500_000)}`, MAX_JSON_DEPTH)).toBe(true);
    expect(nestedDeeperThan(`${'{"a":'.repeat(MAX_JSON_DEPTH)}1${'}'.repeat(MAX_JSON_DEPTH)}`, MAX_JSON_DEPTH)).toBe(false);
  });
});
