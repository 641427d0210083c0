import { describe, expect, it } from 'vitest';
import {
  authorizationServerMetadataUrls,
  checkAuthorizationServerMetadata,
  checkProtectedResourceMetadata,
  checkTokenResponse,
  resourceMetadataLocation,
} from './oauth-metadata.js';

const resource = 'https://tools.example.com/mcp';
const issuer = 'https://id.example.com';

describe('resourceMetadataLocation (RFC 9728 §5.1)', () => {
  it('takes a same-origin HTTPS resource_metadata', () => {
    const url = 'https://tools.example.com/.well-known/oauth-protected-resource/mcp';
    expect(resourceMetadataLocation(resource, { resource_metadata: url }, false)).toEqual({
      ok: true,
      value: url,
    });
  });
  it('refuses a missing one, another origin, plain HTTP outside development', () => {
    expect(resourceMetadataLocation(resource, {}, false)).toMatchObject({ problem: 'challenge-missing' });
    expect(
      resourceMetadataLocation(resource, { resource_metadata: 'https://evil.example.com/x' }, false),
    ).toMatchObject({ problem: 'metadata-other-origin' });
    expect(
      resourceMetadataLocation(
        'http://tools.example.com/mcp',
        { resource_metadata: 'http://tools.example.com/x' },
        false,
      ),
    ).toMatchObject({ problem: 'insecure-url' });
    expect(
      resourceMetadataLocation('http://127.0.0.1:9/mcp', { resource_metadata: 'http://127.0.0.1:9/x' }, true),
    ).toMatchObject({ ok: true });
  });
});

describe('checkProtectedResourceMetadata (RFC 9728 §2, §3.3)', () => {
  const good = { resource, authorization_servers: [issuer], scopes_supported: ['tools'] };
  it('accepts metadata naming this resource and an HTTPS authorization server', () => {
    expect(checkProtectedResourceMetadata(good, { resource, allowHttp: false })).toEqual({
      ok: true,
      value: { resource, authorizationServers: [issuer], scopes: ['tools'] },
    });
  });
  it('names each problem', () => {
    const check = (doc: unknown) => checkProtectedResourceMetadata(doc, { resource, allowHttp: false });
    expect(check([])).toMatchObject({ problem: 'metadata-invalid' });
    expect(check({ ...good, resource: 'https://other.example.com/mcp' })).toMatchObject({
      problem: 'resource-mismatch',
      data: { expected: resource, got: 'https://other.example.com/mcp' },
    });
    expect(check({ resource, authorization_servers: [] })).toMatchObject({
      problem: 'authorization-server-missing',
    });
    expect(check({ resource, authorization_servers: ['http://id.example.com'] })).toMatchObject({
      problem: 'insecure-url',
    });
  });
});

describe('authorization-server metadata (RFC 8414)', () => {
  it('tries the path-inserted well-known URL, then OpenID discovery', () => {
    expect(authorizationServerMetadataUrls('https://id.example.com/t1/')).toEqual([
      'https://id.example.com/.well-known/oauth-authorization-server/t1',
      'https://id.example.com/t1/.well-known/openid-configuration',
    ]);
    expect(authorizationServerMetadataUrls(issuer)[0]).toBe(
      'https://id.example.com/.well-known/oauth-authorization-server',
    );
  });
  it('accepts a matching issuer with an HTTPS token endpoint', () => {
    const doc = { issuer, token_endpoint: `${issuer}/token`, grant_types_supported: ['client_credentials'] };
    expect(
      checkAuthorizationServerMetadata(doc, { issuer, allowHttp: false, authMethod: 'client_secret_basic' }),
    ).toEqual({ ok: true, value: { issuer, tokenEndpoint: `${issuer}/token` } });
  });
  it('names each problem', () => {
    const check = (
      doc: unknown,
      authMethod: 'client_secret_basic' | 'private_key_jwt' = 'client_secret_basic',
    ) => checkAuthorizationServerMetadata(doc, { issuer, allowHttp: false, authMethod });
    expect(check({})).toMatchObject({ problem: 'as-metadata-invalid' });
    expect(check({ issuer: 'https://evil.example.com', token_endpoint: 'https://x' })).toMatchObject({
      problem: 'issuer-mismatch',
    });
    expect(check({ issuer })).toMatchObject({ problem: 'token-endpoint-missing' });
    expect(check({ issuer, token_endpoint: 'http://id.example.com/token' })).toMatchObject({
      problem: 'insecure-url',
    });
    expect(
      check({ issuer, token_endpoint: `${issuer}/token`, grant_types_supported: ['authorization_code'] }),
    ).toMatchObject({ problem: 'grant-unsupported' });
    // Unlisted methods mean client_secret_basic only (RFC 8414 §2).
    expect(check({ issuer, token_endpoint: `${issuer}/token` }, 'private_key_jwt')).toMatchObject({
      problem: 'auth-method-unsupported',
    });
  });
});

describe('checkTokenResponse (RFC 6749 §5)', () => {
  it('accepts a bearer token with its lifetime', () => {
    expect(checkTokenResponse(200, { access_token: 'abc', token_type: 'bearer', expires_in: 60 })).toEqual({
      ok: true,
      value: { accessToken: 'abc', expiresIn: 60 },
    });
  });
  it('names the error of a refusal and the field of a bad answer', () => {
    expect(checkTokenResponse(401, { error: 'invalid_client' })).toMatchObject({
      problem: 'token-refused',
      data: { error: 'invalid_client' },
    });
    expect(checkTokenResponse(503, 'down')).toMatchObject({ data: { error: 'HTTP 503' } });
    expect(checkTokenResponse(200, { access_token: 'a b', token_type: 'Bearer' })).toMatchObject({
      data: { field: 'access_token' },
    });
    expect(checkTokenResponse(200, { access_token: 'ab', token_type: 'DPoP' })).toMatchObject({
      data: { field: 'token_type' },
    });
    expect(
      checkTokenResponse(200, { access_token: 'ab', token_type: 'Bearer', expires_in: -1 }),
    ).toMatchObject({
      data: { field: 'expires_in' },
    });
  });
});
