import { expect, test } from '@playwright/test';
import type { AllContentResponse, BlockInstance } from '../src/engine';
import { signInAs } from './fixtures';

test('an editor watching a page sees another editor\'s save and translation change without reloading', async ({ browser }) => {
  const watcherContext = await browser.newContext();
  const authorContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  const author = await authorContext.newPage();
  await signInAs(watcher, 'contenteditor');
  await signInAs(author, 'contenteditor');

  // The other editor saves only once the watcher's live stream is open.
  const streamOpen = watcher.waitForResponse((response) => response.url().endsWith('/api/v1/live') && response.status() === 200);
  await watcher.goto('/en-us/get-help');
  await expect(watcher.getByRole('heading', { level: 1, name: 'Get help' })).toBeVisible();
  await streamOpen;

  const all = (await (await author.request.get('/api/v1/content/all/get-help')).json()) as AllContentResponse;
  const current = all.environments.cont['pre-event'];
  expect(current).toBeDefined();
  const note: BlockInstance = { component: 'content-block', contentId: 'shuttle-note', key: 'shuttle-note', props: { html: '<p>Shuttle buses leave the hotels every 10 minutes.</p>' } };
  const save = await author.request.put('/api/v1/content/get-help', {
    data: { phase: 'pre-event', baseRevision: current?.revision, blocks: [...(current?.blocks ?? []), note] },
  });
  expect(save.status()).toBe(200);
  await expect(watcher.getByText('Shuttle buses leave the hotels every 10 minutes.')).toBeVisible();

  const rename = await author.request.put('/api/v1/translation/update/en-US', { data: { entries: { 'translate.get-help.intro.heading': 'Help desk' } } });
  expect(rename.status()).toBe(200);
  await expect(watcher.getByRole('heading', { level: 1, name: 'Help desk' })).toBeVisible();

  await watcherContext.close();
  await authorContext.close();
});
