import { describe, expect, it } from 'vitest';
import { parseBearerChallenge } from './parse-bearer-challenge.js';

describe('parseBearerChallenge', () => {
  it('reads quoted and token parameters, names lower-cased', () => {
    expect(
      parseBearerChallenge(
        'Bearer Error="invalid_token", resource_metadata="https://a.example/x", scope=tools',
      ),
    ).toEqual({ error: 'invalid_token', resource_metadata: 'https://a.example/x', scope: 'tools' });
  });
  it('reads a bare challenge and unescapes quoted pairs', () => {
    expect(parseBearerChallenge('Bearer')).toEqual({});
    expect(parseBearerChallenge('bearer realm="a\\"b"')).toEqual({ realm: 'a"b' });
  });
  it('skips another scheme before it and refuses what is not Bearer', () => {
    expect(parseBearerChallenge('Basic realm="x", Bearer error="invalid_token"')).toMatchObject({
      error: 'invalid_token',
    });
    expect(parseBearerChallenge('Basic realm="x"')).toBeUndefined();
    expect(parseBearerChallenge(undefined)).toBeUndefined();
    expect(parseBearerChallenge(`Bearer realm="${'x'.repeat(5000)}"`)).toBeUndefined();
  });
  it('keeps the first value of a repeated parameter', () => {
    expect(parseBearerChallenge('Bearer error="a", error="b"')).toEqual({ error: 'a' });
  });
});
