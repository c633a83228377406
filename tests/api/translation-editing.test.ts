import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranslationCopyResponse, TranslationDiffResponse, TranslationMetadataResponse, TranslationWriteResponse } from '../../src/engine';
import { DRIVERS, json, startServer, type TestServer } from './harness';

describe.each(DRIVERS)('translation editing (%s)', (driver) => {
  let server: TestServer;
  const load = async (lng: string, env = 'cont') =>
    json<Record<string, string>>(await server.app.inject({ url: `/api/v1/translation/${lng}/translation?env=${env}`, headers: await server.auth('siteeditor') }));
  const update = async (lang: string, payload: Record<string, unknown>, query = '', who: 'contenteditor' | 'siteeditor' = 'contenteditor') =>
    server.app.inject({ method: 'PUT', url: `/api/v1/translation/update/${lang}${query}`, headers: await server.auth(who), payload });

  beforeAll(async () => {
    server = await startServer(driver);
  });
  afterAll(() => server.close());

  it.each([
    ['GET', '/api/v1/translation/metadata/en-US/translation', 'attendee'],
    ['PUT', '/api/v1/translation/update/en-US', 'attendee'],
    ['PUT', '/api/v1/translation/addInitialTranslations', 'attendee'],
    ['GET', '/api/v1/translation/all/cont/uat', 'attendee'],
    ['POST', '/api/v1/translation/copyToEnvironment/cont/uat', 'contenteditor'],
  ] as const)('%s %s: 401 anonymous, 403 for a %s', async (method, url, role) => {
    expect((await server.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    expect((await server.app.inject({ method, url, headers: await server.auth(role), payload: {} })).statusCode).toBe(403);
  });

  it('gives content editors the stored strings of a language with their environment', async () => {
    const response = await server.app.inject({ url: '/api/v1/translation/metadata/en-us/translation', headers: await server.auth('contenteditor') });
    const body = json<TranslationMetadataResponse>(response);
    expect(body).toMatchObject({ env: 'cont', lang: 'en-US', ns: 'translation' });
    expect(body.keys).toContainEqual({ key: 'translate.base.sign-in', value: 'Sign in' });
  });

  it('updates strings of the site environment and serves them at once', async () => {
    await load('de-DE');
    const response = await update('de-DE', { entries: { 'translate.base.sign-in': 'Anmelden', 'translate.new.key-1': 'Neu' } });
    expect(json<TranslationWriteResponse>(response)).toEqual({ env: 'cont', ns: 'translation', written: 2 });
    expect(await load('de-DE')).toEqual({ 'translate.base.sign-in': 'Anmelden', 'translate.new.key-1': 'Neu' });
    expect(await load('de-DE', 'uat')).toEqual({});
  });

  it('writes another environment when a site editor names it (content editors write cont only)', async () => {
    expect((await update('de-DE', { entries: { 'translate.base.sign-in': 'Anmelden (uat)' } }, '?env=uat')).statusCode).toBe(403);
    expect((await update('de-DE', { entries: { 'translate.base.sign-in': 'Anmelden (uat)' } }, '?env=uat', 'siteeditor')).statusCode).toBe(200);
    expect((await load('de-DE', 'uat'))['translate.base.sign-in']).toBe('Anmelden (uat)');
  });

  it('refuses bad keys with the path of each, and saves none of the batch', async () => {
    const response = await update('de-DE', { entries: { 'translate.base.sign-in': 'Nope', 'hello.world': 'x', 'translate.bad key': 'y', 'translate.a/b': 'z' } });
    expect(response.statusCode).toBe(400);
    expect(json(response).details).toEqual([
      expect.objectContaining({ path: '/body/entries/hello.world' }),
      expect.objectContaining({ path: '/body/entries/translate.bad key' }),
      expect.objectContaining({ path: '/body/entries/translate.a~1b' }),
    ]);
    expect((await load('de-DE'))['translate.base.sign-in']).toBe('Anmelden');
  });

  it('refuses values that are not strings or longer than 20000 characters, and unserved languages', async () => {
    const tooLong = await update('de-DE', { entries: { 'translate.long': 'x'.repeat(20_001) } });
    expect(tooLong.statusCode).toBe(400);
    expect(json(tooLong).details).toEqual([expect.objectContaining({ path: '/body/entries/translate.long' })]);
    expect((await update('de-DE', { entries: { 'translate.number': 5 } })).statusCode).toBe(400);
    const unserved = await update('ko-KR', { entries: {} });
    expect(unserved.statusCode).toBe(400);
    expect(json(unserved).details).toEqual([expect.objectContaining({ path: '/params/lang' })]);
  });

  it('creates a new key in all six languages without overwriting existing values', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/translation/addInitialTranslations',
      headers: await server.auth('contenteditor'),
      payload: { entries: { 'translate.home.pre-event.fresh': 'Fresh text', 'translate.base.sign-in': 'Overwritten?' } },
    });
    expect(json<TranslationWriteResponse>(response)).toMatchObject({ env: 'cont', written: 6 + 3 });
    for (const lng of ['en-US', 'zh-CN', 'es-ES', 'de-DE', 'fr-FR', 'ja-JP']) {
      expect((await load(lng))['translate.home.pre-event.fresh']).toBe('Fresh text');
    }
    expect((await load('en-US'))['translate.base.sign-in']).toBe('Sign in');
    expect((await load('de-DE'))['translate.base.sign-in']).toBe('Anmelden');
  });

  it('compares two environments string by string', async () => {
    const response = await server.app.inject({ url: '/api/v1/translation/all/cont/uat', headers: await server.auth('contenteditor') });
    const { differences } = json<TranslationDiffResponse>(response);
    expect(differences).toContainEqual({ lang: 'de-DE', ns: 'translation', key: 'translate.base.sign-in', a: 'Anmelden', b: 'Anmelden (uat)' });
    expect(differences).toContainEqual({ lang: 'de-DE', ns: 'translation', key: 'translate.new.key-1', a: 'Neu', b: null });
    expect(differences.some((entry) => entry.lang === 'en-US' && entry.key === 'translate.base.sign-in')).toBe(false);
  });

  it('copies selected keys of one language to another environment, then everything', async () => {
    const copy = async (payload?: unknown) =>
      server.app.inject({ method: 'POST', url: '/api/v1/translation/copyToEnvironment/cont/uat', headers: await server.auth('siteeditor'), ...(payload ? { payload } : {}) });
    const selected = json<TranslationCopyResponse>(await copy({ keys: ['translate.new.key-1'], lang: 'de-de' }));
    expect(selected).toEqual({ from: 'cont', to: 'uat', copied: 1 });
    expect(await load('de-DE', 'uat')).toEqual({ 'translate.base.sign-in': 'Anmelden (uat)', 'translate.new.key-1': 'Neu' });
    expect((await copy()).statusCode).toBe(200);
    const after = json<TranslationDiffResponse>(await server.app.inject({ url: '/api/v1/translation/all/cont/uat', headers: await server.auth('siteeditor') }));
    expect(after.differences.every((entry) => entry.a === null)).toBe(true);
  });

  it('refuses copying or comparing an environment with itself', async () => {
    const headers = await server.auth('siteeditor');
    expect((await server.app.inject({ method: 'POST', url: '/api/v1/translation/copyToEnvironment/cont/cont', headers })).statusCode).toBe(400);
    expect((await server.app.inject({ url: '/api/v1/translation/all/uat/uat', headers })).statusCode).toBe(400);
  });
});
