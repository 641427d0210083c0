import { describe, expect, it } from 'vitest';
import { i18nFor } from '../i18n/i18n';
import { ApiError, errorFromResponse, isRetryable, kindOfStatus } from '../api/api-error';
import { describeError } from './describe-error';

describe('error mapping', () => {
  it('maps statuses to the kinds the console reacts to', () => {
    expect([401, 403, 404, 400, 413, 500, 502, 503, 504].map(kindOfStatus)).toEqual([
      'unauthorized',
      'forbidden',
      'not_found',
      'invalid',
      'invalid',
      'server',
      'unavailable',
      'unavailable',
      'unavailable',
    ]);
  });

  it('keeps the request id of a fault, from the body or the header', () => {
    expect(
      errorFromResponse(500, { error: { code: 'INTERNAL', message: 'm', requestId: 'b' } }, 'h').requestId,
    ).toBe('b');
    expect(errorFromResponse(500, 'not an object', 'h')).toMatchObject({ code: 'HTTP_500', requestId: 'h' });
  });

  it('retries on its own only what may pass', () => {
    expect(isRetryable(new ApiError('network', 0, 'NETWORK', 'x'))).toBe(true);
    expect(isRetryable(new ApiError('unavailable', 503, 'GATEWAY_CLOSED', 'x'))).toBe(true);
    expect(isRetryable(new ApiError('invalid', 400, 'INVALID_REQUEST', 'x'))).toBe(false);
    expect(isRetryable(new Error('x'))).toBe(false);
  });

  it("says the console's sentence and keeps the gateway's words, in each language", () => {
    const error = new ApiError(
      'unavailable',
      503,
      'GATEWAY_CLOSED',
      'The gateway is shutting down.',
      undefined,
      'r1',
    );
    expect(describeError(error, i18nFor('en').t)).toEqual({
      title: 'The gateway is not available right now (HTTP 503).',
      detail: 'The gateway is shutting down.',
      code: 'GATEWAY_CLOSED',
      requestId: 'r1',
    });
    expect(describeError(new TypeError('boom'), i18nFor('es').t)).toEqual({
      title: 'Error inesperado en la consola.',
      detail: 'boom',
    });
  });
});
