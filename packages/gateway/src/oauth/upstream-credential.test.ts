import { describe, expect, it } from 'vitest';
import {
  credentialFromPlaintext,
  credentialPlaintext,
  parseUpstreamCredential,
} from './upstream-credential.js';

const jwk = { kty: 'EC', crv: 'P-256', x: 'x', y: 'y', d: 'd', kid: 'k1' };

describe('parseUpstreamCredential', () => {
  it("reads today's token and both credential shapes", () => {
    expect(parseUpstreamCredential({ token: 'tok-1' })).toEqual({ type: 'bearer', token: 'tok-1' });
    expect(parseUpstreamCredential({ credential: { type: 'bearer', token: 'tok-2' } })).toEqual({
      type: 'bearer',
      token: 'tok-2',
    });
    expect(
      parseUpstreamCredential({
        credential: { type: 'oauth-client-credentials', clientId: 'gw', clientSecret: 's', scope: 'a b' },
      }),
    ).toEqual({ type: 'oauth-client-credentials', clientId: 'gw', clientSecret: 's', scope: 'a b' });
    expect(
      parseUpstreamCredential({
        credential: { type: 'oauth-client-credentials', clientId: 'gw', privateKeyJwk: jwk },
      }),
    ).toMatchObject({ privateKeyJwk: jwk });
    expect(parseUpstreamCredential({})).toBeUndefined();
  });

  it('refuses what cannot be sent or signed, naming the field', () => {
    const refused = (body: Record<string, unknown>) => {
      try {
        parseUpstreamCredential(body);
      } catch (error) {
        return (error as { code: string; data: { field: string } }).data.field;
      }
      return 'accepted';
    };
    const oauth = { type: 'oauth-client-credentials', clientId: 'gw' };
    expect(refused({ token: 'a\r\nX: 1' })).toBe('token');
    expect(refused({ token: 't', credential: { type: 'bearer', token: 't' } })).toBe('credential');
    expect(refused({ credential: { type: 'basic' } })).toBe('credential.type');
    expect(refused({ credential: oauth })).toBe('credential.clientSecret');
    expect(refused({ credential: { ...oauth, clientSecret: 's', privateKeyJwk: jwk } })).toBe(
      'credential.clientSecret',
    );
    expect(refused({ credential: { ...oauth, privateKeyJwk: { ...jwk, jku: 'https://evil' } } })).toBe(
      'credential.privateKeyJwk',
    );
    expect(refused({ credential: { ...oauth, privateKeyJwk: { kty: 'EC', x: 'x' } } })).toBe(
      'credential.privateKeyJwk',
    );
    expect(refused({ credential: { ...oauth, clientSecret: 's', issuer: 'not a url' } })).toBe(
      'credential.issuer',
    );
  });
});

describe('sealed plaintext', () => {
  it('keeps a bearer token as it always was and tells an OAuth client apart', () => {
    expect(credentialPlaintext({ type: 'bearer', token: 'tok' })).toBe('tok');
    expect(credentialFromPlaintext('tok')).toEqual({ type: 'bearer', token: 'tok' });
    const client = { type: 'oauth-client-credentials', clientId: 'gw', clientSecret: 's' } as const;
    expect(credentialFromPlaintext(credentialPlaintext(client))).toEqual(client);
  });
});
