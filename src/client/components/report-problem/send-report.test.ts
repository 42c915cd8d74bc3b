import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { sendProblem } from './send-report';

const refused = (status: number, message?: string) =>
  new ApiRequestError(status, message ?? 'x', message ? { error: 'Bad Request', message } : undefined);

describe('sendProblem', () => {
  it('is offline when the device says so, whatever the error', () => {
    expect(sendProblem(refused(500), false)).toEqual({ kind: 'offline' });
  });

  it('is offline when the request never reached the server (fetch rejects with a TypeError)', () => {
    expect(sendProblem(new TypeError('Failed to fetch'), true)).toEqual({ kind: 'offline' });
  });

  it.each([
    [429, 'rateLimited'],
    [404, 'gone'],
    [500, 'failed'],
    [503, 'failed'],
  ])('maps a %i to %s', (status, kind) => {
    expect(sendProblem(refused(status), true)).toEqual({ kind });
  });

  it('calls a refused payload invalid, with or without a message from the server (it is in English)', () => {
    expect(sendProblem(refused(400, 'Text must not contain control characters'), true)).toEqual({ kind: 'invalid' });
    expect(sendProblem(refused(400), true)).toEqual({ kind: 'invalid' });
  });
});
