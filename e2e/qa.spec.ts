import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signInAs } from './fixtures';

// Each combination is a real screenshot taken by the server (2 s settling wait each) and a comparison.
const RUN_MS = 150_000;
const BREAKPOINTS = { mobile: 'Mobile (539 px)', tablet: 'Tablet (1083 px)', desktop: 'Desktop (1920 px)' } as const;

const progress = (page: Page) => page.getByRole('region', { name: 'Run progress' });
const results = (page: Page) => page.getByRole('region', { name: 'Results' });

/** Plans a run of `paths` × `breakpoints` in the current phase as a signed-out visitor, and starts it. */
async function startRun(page: Page, paths: readonly string[], breakpoints: readonly (keyof typeof BREAKPOINTS)[]) {
  const pages = page.getByRole('group', { name: 'Pages' });
  for (const box of await pages.getByRole('checkbox').all()) await box.setChecked(false);
  for (const path of paths) await pages.getByRole('checkbox', { name: `(${path})` }).check();
  const sizes = page.getByRole('group', { name: 'Breakpoints' });
  for (const [name, label] of Object.entries(BREAKPOINTS)) await sizes.getByRole('checkbox', { name: label }).setChecked(breakpoints.includes(name as keyof typeof BREAKPOINTS));
  await expect(page.getByRole('group', { name: 'Attendee types' }).getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Phases' }).getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(page.getByText(`Combinations: ${paths.length * breakpoints.length}`)).toBeVisible();
  const before = new URL(page.url()).searchParams.get('run');
  await page.getByRole('button', { name: 'Start run' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('run')).not.toBe(before);
}

/** Waits for the followed run to finish, and answers the progress values seen on the way. */
async function progressUntilDone(page: Page, total: number): Promise<number[]> {
  const bar = progress(page).getByRole('progressbar');
  const seen: number[] = [];
  await expect
    .poll(
      async () => {
        const value = Number(await bar.getAttribute('value'));
        if (seen.at(-1) !== value) seen.push(value);
        return value;
      },
      { timeout: RUN_MS, intervals: [250] },
    )
    .toBe(total);
  await expect(progress(page).getByRole('status')).toHaveText('Run done');
  await expect(bar).toHaveAccessibleName(`${total} of ${total} done`);
  return seen;
}

/** The grid's button of a page at a breakpoint. */
function resultCell(page: Page, path: string, breakpoint: keyof typeof BREAKPOINTS) {
  const grid = results(page);
  const column = grid.getByRole('columnheader').filter({ hasText: BREAKPOINTS[breakpoint] });
  return { grid, column, row: grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: path, exact: true }) }) };
}

async function openResult(page: Page, path: string, breakpoint: keyof typeof BREAKPOINTS) {
  const { grid, row } = resultCell(page, path, breakpoint);
  const headers = await grid.getByRole('columnheader').allTextContents();
  const button = row.getByRole('cell').nth(headers.indexOf(BREAKPOINTS[breakpoint]) - 1).getByRole('button');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  return { button, detail: page.getByRole('region', { name: /^Result: / }) };
}

test('a site editor runs a small QA run, follows it to the end, compares a result four ways and accepts a screenshot as design', async ({ page }) => {
  test.setTimeout(2 * RUN_MS + 60_000);
  await signInAs(page, 'siteeditor');
  await page.goto('/en-us/home');
  await page.getByRole('button', { name: 'Administrator' }).click();
  await page.getByRole('menuitem', { name: 'QA tool' }).click();
  await expect(page).toHaveURL(/\/en-us\/qa$/);
  await expect(page).toHaveTitle(/^QA tool/);
  await expect(page.getByRole('heading', { name: 'Plan a run' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await startRun(page, ['/home', '/get-help'], ['mobile', 'desktop']);
  const seen = await progressUntilDone(page, 4);
  // It moved step by step, not from nothing to done at once.
  expect(seen.length).toBeGreaterThan(2);

  // The run is in the address: after a reload the page comes back to it.
  const runId = new URL(page.url()).searchParams.get('run');
  await page.reload();
  await expect(progress(page).getByRole('progressbar')).toHaveAccessibleName('4 of 4 done');
  expect(new URL(page.url()).searchParams.get('run')).toBe(runId);

  // Nothing to compare with yet: the screenshot alone, which becomes the design.
  const first = await openResult(page, '/home', 'mobile');
  await expect(first.button).toHaveText('No design');
  await expect(first.detail.getByRole('img', { name: 'Screenshot of the site' })).toHaveJSProperty('complete', true);
  expect(await first.detail.getByRole('img', { name: 'Screenshot of the site' }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(539);
  await first.detail.getByRole('button', { name: 'Accept as new design' }).click();
  await first.detail.getByRole('button', { name: 'Yes, accept' }).click();
  await expect(first.detail.getByText('The design was saved. The next run compares with it.')).toBeVisible();

  // The same combination again: the site matches the design it just gave.
  await startRun(page, ['/home'], ['mobile']);
  await progressUntilDone(page, 1);
  const again = await openResult(page, '/home', 'mobile');
  await expect(again.button).toContainText('0 % different');
  await expect(again.button).toContainText('Pass');

  await again.detail.getByRole('tab', { name: 'Overlay' }).click();
  const opacity = again.detail.getByRole('slider', { name: 'Opacity of the Design (%)' });
  await opacity.fill('80');
  await expect(again.detail.getByRole('img', { name: 'Design' })).toHaveCSS('opacity', '0.8');

  await again.detail.getByRole('tab', { name: 'Swipe' }).click();
  const divider = again.detail.getByRole('slider', { name: 'Divider: Design shown left of it' });
  await divider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(divider).toHaveAttribute('aria-valuenow', '55');
  // Dragged with the pointer too: the screenshot is long, so its top is brought into view first.
  const swipe = again.detail.locator('.qa-swipe');
  await swipe.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await swipe.boundingBox();
  if (!box) throw new Error('the swipe view has no box');
  const y = Math.max(box.y, 0) + 200;
  await page.mouse.move(box.x + box.width * 0.5, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => Number(await divider.getAttribute('aria-valuenow'))).toBeLessThan(30);

  await again.detail.getByRole('tab', { name: 'Difference' }).click();
  await expect(again.detail.getByRole('img', { name: /^Difference image/ })).toHaveJSProperty('complete', true);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a QA tester reaches the tool from the account area; an attendee is refused it', async ({ page }) => {
  await signInAs(page, 'qa');
  await page.goto('/en-us/home');
  await page.getByRole('link', { name: 'QA tool' }).click();
  await expect(page).toHaveURL(/\/en-us\/qa/);
  await expect(page.getByRole('heading', { name: 'Plan a run' })).toBeVisible();
  expect((await page.request.get('/api/v1/qa/runs')).status()).toBe(200);

  await signInAs(page, 'attendee');
  await page.goto('/en-us/qa');
  await expect(page).toHaveURL(/\/en-us\/forbidden\?errorCode=3403$/);
  await expect(page.getByRole('link', { name: 'QA tool' })).toHaveCount(0);
  expect((await page.request.get('/api/v1/qa/runs')).status()).toBe(403);
});
