import { QueryClient, type QueryKey } from '@tanstack/react-query';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { contentKeys } from '../../src/api/content';
import { pageKeys } from '../../src/api/pages';
import { settingsKeys } from '../../src/api/settings';
import { applyLiveEvent } from '../../src/app/live/live-handlers';
import { BASE_OPTIONS } from '../../src/i18n/setup';

function targets() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(contentKeys.view('home', {}), { blocks: [] });
  queryClient.setQueryData(contentKeys.view('get-help', {}), { blocks: [] });
  queryClient.setQueryData(settingsKeys.at(null), {});
  queryClient.setQueryData(pageKeys.list(null), { pages: [] });
  queryClient.setQueryData(pageKeys.records('cont'), { pages: [], deleted: [] });
  return { queryClient, i18n: i18next.createInstance(), env: 'cont' as const };
}

const invalidated = (live: ReturnType<typeof targets>, key: QueryKey) => live.queryClient.getQueryState(key)?.isInvalidated;

describe('live updates on an open page', () => {
  it('refetches only the page that was saved', () => {
    const live = targets();
    applyLiveEvent('onComponentSettingsChanged', { env: 'cont', page: 'home', phase: 'pre-event', revision: 3 }, live);
    expect(invalidated(live, contentKeys.view('home', {}))).toBe(true);
    expect(invalidated(live, contentKeys.view('get-help', {}))).toBe(false);
  });

  it('refetches settings when settings change', () => {
    const live = targets();
    applyLiveEvent('onSettingsChanged', { env: 'cont' }, live);
    expect(invalidated(live, settingsKeys.at(null))).toBe(true);
  });

  it('refetches the page lists, the router\'s and the editor\'s, when pages change', () => {
    const live = targets();
    applyLiveEvent('onPagesChanged', { env: 'cont' }, live);
    expect(invalidated(live, pageKeys.list(null))).toBe(true);
    expect(invalidated(live, pageKeys.records('cont'))).toBe(true);
    expect(invalidated(live, contentKeys.view('home', {}))).toBe(false);
  });

  it.each([
    ['onComponentSettingsChanged', { env: 'cont', page: 'home', phase: 'pre-event', revision: 3 }],
    ['onSettingsChanged', { env: 'cont' }],
    ['onPagesChanged', { env: 'cont' }],
    ['onLanguageChanged', { env: 'cont', lang: 'en-US' }],
  ])('asks for the texts again on %s: a visitor receives those of the blocks, pages and features they may see', async (type, data) => {
    const live = targets();
    await live.i18n.init({ ...BASE_OPTIONS, lng: 'en-US', resources: { 'en-US': { translation: {} } } });
    const reload = vi.spyOn(live.i18n, 'reloadResources');
    applyLiveEvent(type, data, live);
    expect(reload).toHaveBeenCalledWith(['en-US'], ['translation']);
  });

  it.each([
    ['another environment', 'onComponentSettingsChanged', { env: 'prod', page: 'home' }],
    ['an unknown event', 'onCacheClear', { env: 'cont', page: 'home' }],
    ['page changes of another environment', 'onPagesChanged', { env: 'uat' }],
  ])('ignores %s', (_case, type, data) => {
    const live = targets();
    applyLiveEvent(type, data, live);
    expect(invalidated(live, contentKeys.view('home', {}))).toBe(false);
    expect(invalidated(live, settingsKeys.at(null))).toBe(false);
    expect(invalidated(live, pageKeys.list(null))).toBe(false);
  });
});
