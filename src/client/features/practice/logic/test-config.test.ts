import { describe, expect, it } from 'vitest';
import { plannedQuestionCount, progressPercent, readPracticeConfig } from './test-config';

const read = (route: string | undefined, query = '') => readPracticeConfig(route, new URLSearchParams(query));

describe('readPracticeConfig', () => {
  it('defaults to 20 questions from every category', () => {
    expect(read(undefined)).toEqual({ categoryCode: undefined, unknownCategory: undefined, requestedCount: 20, drill: undefined, lastTestOnly: false });
    expect(read(undefined, 'category=ALL')).toMatchObject({ categoryCode: undefined, unknownCategory: undefined });
  });
  it('reads a review drill, which covers every category, and ignores an unknown mode', () => {
    expect(read(undefined, 'mode=missed&scope=last&category=GEO')).toMatchObject({ drill: 'missed', lastTestOnly: true, categoryCode: undefined });
    expect(read(undefined, 'mode=due&scope=last')).toMatchObject({ drill: 'due', lastTestOnly: false });
    expect(read(undefined, 'mode=cram')).toMatchObject({ drill: undefined });
  });
  it('accepts a slug or a code in the path, and a code in the query', () => {
    expect(read('history').categoryCode).toBe('HIS');
    expect(read('gov').categoryCode).toBe('GOV');
    expect(read(undefined, 'category=GOV&questions=10').categoryCode).toBe('GOV');
    expect(read(undefined, 'category=GOV&questions=10').requestedCount).toBe(10);
  });
  it('prefers the path over the query', () => {
    expect(read('geography', 'category=GOV').categoryCode).toBe('GEO');
  });
  it('reports an unknown category', () => {
    expect(read('atlantis')).toMatchObject({ categoryCode: undefined, unknownCategory: 'atlantis' });
  });
  it.each([
    ['questions=5&random=true', 5],
    ['questions=0', 20],
    ['questions=-3', 20],
    ['questions=abc', 20],
    ['questions=2.5', 20],
    ['questions=5000', 200],
  ])('reads %s as %i questions', (query, count) => {
    expect(read(undefined, query).requestedCount).toBe(count);
  });
});

describe('plannedQuestionCount', () => {
  it('asks for the request unless the bank holds fewer', () => {
    expect(plannedQuestionCount(20, undefined)).toBe(20);
    expect(plannedQuestionCount(20, 150)).toBe(20);
    expect(plannedQuestionCount(20, 8)).toBe(8);
    expect(plannedQuestionCount(20, 0)).toBe(0);
  });
});

describe('progressPercent', () => {
  it('is (current / total) x 100', () => {
    expect(progressPercent(0, 20)).toBe(5);
    expect(progressPercent(9, 20)).toBe(50);
    expect(progressPercent(19, 20)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });
});
