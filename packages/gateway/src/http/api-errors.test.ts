import { describe, expect, it } from 'vitest';
import { GATEWAY_ERROR_CODES } from '../errors.js';
import { SERVICE_MESSAGES } from '../messages/service-messages.js';
import { API_ERRORS } from './api-errors.js';
import { PARSER_ERRORS } from './client-error-reply.js';
import { FASTIFY_ERRORS } from './error-handler.js';
import { GATEWAY_ERROR_STATUS } from './gateway-error-status.js';

describe('API_ERRORS', () => {
  it('is every code the API answers, each with one status', () => {
    expect(
      Object.entries(API_ERRORS)
        .map(([code, { status }]) => `${status} ${code}`)
        .sort(),
    ).toEqual([
      '400 BAD_REQUEST',
      '400 BODY_TOO_COMPLEX',
      '400 EMPTY_BODY',
      '400 FORBIDDEN_KEY',
      '400 GATEWAY_INVALID_CONTEXT',
      '400 GATEWAY_INVALID_POLICY',
      '400 GATEWAY_INVALID_SLUG',
      '400 GATEWAY_INVALID_TENANT',
      '400 GATEWAY_INVALID_TEST_DATA',
      '400 GATEWAY_URL_REFUSED',
      '400 INVALID_JSON',
      '400 INVALID_REQUEST',
      '400 MCP_BATCH_TOO_LARGE',
      '401 UNAUTHORIZED',
      '403 COMPANY_FORBIDDEN',
      '403 FORBIDDEN',
      '403 KEY_SCOPE_FORBIDDEN',
      '403 TENANT_CREATE_FORBIDDEN',
      '404 GATEWAY_UNKNOWN_COMPANY',
      '404 GATEWAY_UNKNOWN_SERVER',
      '404 KEY_NOT_FOUND',
      '404 NOT_FOUND',
      '404 NO_CERTIFICATION',
      '408 REQUEST_TIMEOUT',
      '413 BODY_TOO_LARGE',
      '415 UNSUPPORTED_MEDIA_TYPE',
      '422 GATEWAY_CREDENTIAL_REFUSED',
      '429 AUTH_THROTTLED',
      '429 RATE_LIMITED',
      '431 HEADERS_TOO_LARGE',
      '500 INTERNAL',
      '503 AUTH_UNAVAILABLE',
      '503 GATEWAY_CLOSED',
    ]);
  });

  it('answers every runtime code that is the caller doing; the others are faults (INTERNAL)', () => {
    for (const code of GATEWAY_ERROR_CODES) {
      const answer = GATEWAY_ERROR_STATUS[code];
      if (answer === null) expect(API_ERRORS, code).not.toHaveProperty(code);
      else
        expect(API_ERRORS[code as keyof typeof API_ERRORS]).toEqual({
          status: answer.status,
          messages: [answer.message],
        });
    }
  });

  it('gives each code messages of the catalog in every language', () => {
    for (const [code, { status, messages }] of Object.entries(API_ERRORS)) {
      expect(status >= 400 && status < 600, code).toBe(true);
      expect(messages.length, code).toBeGreaterThan(0);
      for (const id of messages) {
        expect(SERVICE_MESSAGES[id]?.es, `${code} ${id}`).toBeTruthy();
        expect(SERVICE_MESSAGES[id]?.en, `${code} ${id}`).toBeTruthy();
      }
    }
  });

  it("maps Fastify's and Node's parser codes into the table, never past it", () => {
    for (const [fastify, { code, message }] of Object.entries(FASTIFY_ERRORS)) {
      expect(API_ERRORS[code]?.messages, fastify).toContain(message);
    }
    for (const code of Object.values(PARSER_ERRORS)) expect(API_ERRORS).toHaveProperty(code);
  });
});
