import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signInAs } from './fixtures';

/** The results heading, e.g. "1,234 sessions", once an answer is on screen. */
const resultCount = (page: Page) => page.getByRole('heading', { level: 2, name: /^[\d,]+ (session|sessions|speakers?|attendees?|sponsors?|exhibitors?|partners?)$/ });
const countOf = async (page: Page) => Number((await resultCount(page).textContent())?.replace(/\D/g, ''));
const titles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
const drawer = (page: Page) => page.getByRole('region', { name: 'Refine results' });

test.describe('session catalogue', () => {
  test('filters by a facet, changes the page size, searches, and gets the same results back from the URL', async ({ page }) => {
    await page.goto('/en-us/sessions');
    await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
    await expect(resultCount(page)).toBeVisible();
    const everything = await countOf(page);
    expect(everything).toBeGreaterThan(1000);
    await expect(page.getByRole('article')).toHaveCount(12);

    await page.getByRole('button', { name: 'Refine results' }).click();
    const level400 = drawer(page).getByRole('group', { name: 'Level' }).getByRole('checkbox', { name: /^400 \(\d+\)$/ });
    const expected = Number(/\((\d+)\)/.exec((await drawer(page).getByRole('group', { name: 'Level' }).getByText(/^400 \(\d+\)$/).textContent()) ?? '')?.[1]);
    // The box follows the URL, which the click changes.
    await level400.click();
    await expect(page).toHaveURL(/filter=level%7C400/);
    await expect(level400).toBeChecked();
    await expect(resultCount(page)).toHaveText(`${expected.toLocaleString('en-US')} sessions`);
    await expect(page.getByText('Level: 400')).toBeVisible();

    await page.getByRole('combobox', { name: 'Per page' }).selectOption('24');
    await expect(page).toHaveURL(/pageSize=24/);
    await expect(page.getByRole('article')).toHaveCount(24);

    const search = page.getByRole('combobox', { name: 'Search sessions' });
    await search.fill('security');
    await search.press('Enter');
    await expect(page).toHaveURL(/search=security/);
    await expect.poll(() => countOf(page)).toBeLessThan(expected);
    const count = await countOf(page);
    expect(count).toBeGreaterThan(0);
    const found = await titles(page);

    await page.reload();
    await expect(resultCount(page)).toHaveText(new RegExp(`^${count.toLocaleString('en-US')} sessions?$`));
    expect(await titles(page)).toEqual(found);
    await expect(page.getByRole('combobox', { name: 'Search sessions' })).toHaveValue('security');
    await expect(page.getByRole('combobox', { name: 'Per page' })).toHaveValue('24');
    await expect(page.getByText('Level: 400')).toBeVisible();

    // Back goes to the results before the search.
    await page.goBack();
    await expect(page).not.toHaveURL(/search=/);
    await expect(resultCount(page)).toHaveText(`${expected.toLocaleString('en-US')} sessions`);
  });

  test('opens a session by its code', async ({ page }) => {
    await page.goto('/en-us/sessions?search=kubernetes');
    const link = page.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link');
    const title = (await link.textContent()) ?? '';
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/en-us\/sessions\/[A-Z]{3}\d+(-R\d+)?$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('the refine drawer works from the keyboard', async ({ page }) => {
    await page.goto('/en-us/sessions');
    await expect(resultCount(page)).toBeVisible();
    const refine = page.getByRole('button', { name: 'Refine results' });
    await refine.focus();
    await page.keyboard.press('Enter');
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByRole('heading', { name: 'Refine results' })).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(drawer(page).getByRole('button', { name: 'Close the refiners' })).toBeFocused();
    await page.keyboard.press('Tab');
    const live = drawer(page).getByRole('switch', { name: 'Live and upcoming' });
    await expect(live).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/liveAndUpcoming=true/);
    await expect(live).toBeChecked();
    await expect(page.getByRole('button', { name: 'Refine results (1)' })).toBeVisible();

    expect(await seriousViolations(page, '.catalogue')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Refine results (1)' })).toBeFocused();
  });

  test('anonymous visitors get a sign-in button, signed-in ones do not', async ({ page }) => {
    await page.goto('/en-us/sessions');
    const header = page.locator('.catalogue-header');
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en-us/sign-in');
    await signInAs(page, 'attendee');
    await page.reload();
    await expect(header.getByText('Search, filter and choose what fits your days.')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  });
});

for (const [path, noun] of [
  ['/en-us/speakers', 'speakers'],
  ['/en-us/attendees', 'attendees'],
  ['/en-us/sponsors', 'sponsors'],
  ['/en-us/exhibitors', 'exhibitors'],
  ['/en-us/partners', 'partners'],
] as const) {
  test(`the ${noun} catalogue lists cards linking to their pages, without serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(resultCount(page)).toHaveText(new RegExp(` ${noun}$`));
    const first = page.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link');
    await expect(first).toHaveAttribute('href', new RegExp(`^${path}/[^/]+$`));
    expect(await seriousViolations(page, '.catalogue')).toEqual([]);
  });
}
