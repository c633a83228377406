import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config';
import { isLoopbackHost } from '../../server/http/loopback';

describe('where the server listens and whether the dev sign-in exists', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['localhost', true],
    ['::1', true],
    ['[::1]', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
    ['example.org', false],
  ])('%s is loopback: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });

  it.each([
    ['a fresh start', {}, '127.0.0.1', 'local'],
    ['a loopback HOST', { HOST: 'localhost' }, 'localhost', 'local'],
    ['a network HOST', { HOST: '0.0.0.0' }, '0.0.0.0', undefined],
    ['a network HOST with the opt-in', { HOST: '0.0.0.0', ENABLE_DEV_LOGIN: '1' }, '0.0.0.0', 'anywhere'],
    ['an opt-in spelled otherwise', { HOST: '0.0.0.0', ENABLE_DEV_LOGIN: 'yes' }, '0.0.0.0', undefined],
    ['production on loopback', { NODE_ENV: 'production' }, '127.0.0.1', undefined],
    ['production with the opt-in', { NODE_ENV: 'production', HOST: '0.0.0.0', ENABLE_DEV_LOGIN: '1' }, '0.0.0.0', undefined],
  ])('%s listens on %j and reaches dev functions from: %s', (_story, env, host, devFunctions) => {
    const config = configFromEnv(env);
    expect(config.host).toBe(host);
    expect(config.app.devFunctions).toBe(devFunctions);
  });
});

describe('the public address (PUBLIC_URL)', () => {
  it.each([
    ['a fresh start', {}, 'http://localhost:3000'],
    ['a network bind', { HOST: '0.0.0.0', PORT: '8080' }, 'http://localhost:8080'],
    ['a named host', { HOST: '10.1.2.3' }, 'http://10.1.2.3:3000'],
    ['a configured address (its origin)', { PUBLIC_URL: 'https://conf.example.org/some/path' }, 'https://conf.example.org'],
  ])('%s: %s', (_story, env, publicUrl) => {
    expect(configFromEnv(env).app.publicUrl).toBe(publicUrl);
  });

  it.each(['conf.example.org', 'ftp://conf.example.org', '/relative'])('refuses %s', (value) => {
    expect(() => configFromEnv({ PUBLIC_URL: value })).toThrow('PUBLIC_URL must be an absolute http(s) URL');
  });
});

describe('limits and proxies', () => {
  it('reads the live stream caps and refuses nonsense', () => {
    expect(configFromEnv({ LIVE_MAX_PER_CLIENT: '5', LIVE_MAX_TOTAL: '100' }).app.liveLimits).toEqual({ perClient: 5, total: 100 });
    expect(() => configFromEnv({ LIVE_MAX_PER_CLIENT: '0' })).toThrow('LIVE_MAX_PER_CLIENT must be a whole number of 1 or more');
  });

  it.each([
    [undefined, false],
    ['true', true],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
  ])('TRUST_PROXY=%s trusts %j', (value, trusted) => {
    expect(configFromEnv(value === undefined ? {} : { TRUST_PROXY: value }).app.trustProxy).toEqual(trusted);
  });
});

describe('the OpenID provider (OIDC_*)', () => {
  const issuer = { OIDC_ISSUER_URL: 'https://login.example.com/realms/summit', OIDC_CLIENT_ID: 'confsite' };

  it('is none without an issuer (the local provider stands in where dev functions are on)', () => {
    expect(configFromEnv({}).app.oidc).toBeUndefined();
  });

  it('reads the client and falls back to the default scopes and role claim', () => {
    expect(configFromEnv(issuer).app.oidc).toEqual({ issuerUrl: issuer.OIDC_ISSUER_URL, clientId: 'confsite', clientSecret: undefined, scopes: 'openid profile email', roleClaim: 'role' });
    expect(configFromEnv({ ...issuer, OIDC_CLIENT_SECRET: 's3cret', OIDC_SCOPES: 'openid email offline_access', OIDC_ROLE_CLAIM: 'realm_access.roles' }).app.oidc).toMatchObject({
      clientSecret: 's3cret',
      scopes: 'openid email offline_access',
      roleClaim: 'realm_access.roles',
    });
  });

  it.each([
    ['a plain-http provider elsewhere', { ...issuer, OIDC_ISSUER_URL: 'http://login.example.com' }, /https URL/],
    ['no URL at all', { ...issuer, OIDC_ISSUER_URL: 'login.example.com' }, /https URL/],
    ['no client id', { OIDC_ISSUER_URL: issuer.OIDC_ISSUER_URL }, /OIDC_CLIENT_ID/],
    ['scopes without openid', { ...issuer, OIDC_SCOPES: 'profile email' }, /openid/],
  ])('refuses to start with %s', (_story, env, message) => {
    expect(() => configFromEnv(env)).toThrow(message);
  });

  it('allows plain http for a provider on this machine', () => {
    expect(configFromEnv({ ...issuer, OIDC_ISSUER_URL: 'http://127.0.0.1:8080/realms/dev' }).app.oidc?.issuerUrl).toBe('http://127.0.0.1:8080/realms/dev');
  });
});
