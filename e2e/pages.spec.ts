import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signInAs } from './fixtures';

// A site editor's whole story with a page of their own: create, fill, read in two languages, rename, delete, restore.

async function openPagesPanel(page: Page) {
  await page.goto('/en-us/editor');
  const panel = page.getByRole('region', { name: 'Pages in cont' });
  await expect(panel.getByRole('link', { name: 'Home' })).toBeVisible();
  return panel;
}

async function addHeadingAndSave(page: Page) {
  await page.keyboard.press('Insert');
  const bar = page.getByRole('toolbar', { name: 'Page editor' });
  await bar.getByRole('button', { name: 'Add block' }).click();
  const palette = page.getByRole('dialog', { name: 'Add a block' });
  await palette.getByRole('searchbox', { name: 'Search blocks' }).fill('section heading');
  await palette.getByRole('button', { name: 'Section heading' }).click();
  await palette.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(palette).toHaveCount(0);
  await bar.getByRole('button', { name: 'Save' }).click();
  await expect(bar.getByRole('status')).toHaveText('All changes saved');
}

const heading = (page: Page) => page.locator('main').getByRole('heading', { name: 'Section heading' });

test('a site editor creates a page, fills it, renames, deletes and restores it', async ({ page }) => {
  await signInAs(page, 'siteeditor');
  let panel = await openPagesPanel(page);

  await panel.getByRole('button', { name: 'New page' }).click();
  const create = page.getByRole('dialog', { name: 'New page' });
  await expect(create.getByRole('textbox', { name: 'Address' })).toBeFocused();
  // The server names the field at fault: a built-in page's address is refused.
  await create.getByRole('textbox', { name: 'Address' }).fill('sessions');
  await create.getByRole('textbox', { name: 'English' }).fill('Speaker lounge');
  await create.getByRole('button', { name: 'Create page' }).click();
  await expect(create.getByText('This address belongs to a built-in page; choose another.')).toBeVisible();
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  await create.getByRole('textbox', { name: 'Address' }).fill('speaker-lounge');
  await create.getByRole('textbox', { name: 'Deutsch' }).fill('Sprecher-Lounge');
  await create.getByRole('button', { name: 'Create page' }).click();
  await expect(panel.getByRole('status')).toHaveText('Speaker lounge created at /speaker-lounge. Open it to add blocks.');

  await panel.getByRole('link', { name: 'Speaker lounge' }).click();
  await expect(page).toHaveURL(/\/en-us\/speaker-lounge$/);
  await addHeadingAndSave(page);

  await page.goto('/en-us/speaker-lounge');
  await expect(heading(page)).toBeVisible();
  await expect(page).toHaveTitle(/^Speaker lounge \|/);
  await page.goto('/de-de/speaker-lounge');
  await expect(heading(page)).toBeVisible();
  await expect(page).toHaveTitle(/^Sprecher-Lounge \|/);

  // Rename: the old address redirects to the new one, so shared links keep working.
  panel = await openPagesPanel(page);
  await panel.getByRole('button', { name: 'Rename or edit Speaker lounge' }).click();
  const edit = page.getByRole('dialog', { name: 'Rename or edit page' });
  await edit.getByRole('textbox', { name: 'Address' }).fill('green-room');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('status')).toHaveText('Speaker lounge saved at /green-room.');
  await page.goto('/en-us/speaker-lounge');
  await expect(page).toHaveURL(/\/en-us\/green-room$/);
  await expect(heading(page)).toBeVisible();

  // Delete asks first; Cancel is the safe default.
  panel = await openPagesPanel(page);
  await panel.getByRole('button', { name: 'Delete Speaker lounge' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Speaker lounge?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete page' }).click();
  await expect(panel.getByRole('status')).toHaveText('Speaker lounge deleted.');
  await expect(panel.getByRole('link', { name: 'Speaker lounge' })).toHaveCount(0);
  await page.goto('/en-us/green-room');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  panel = await openPagesPanel(page);
  await panel.getByRole('button', { name: 'Restore Speaker lounge' }).click();
  await expect(panel.getByRole('status')).toHaveText('Speaker lounge restored.');
  await page.goto('/en-us/green-room');
  await expect(heading(page)).toBeVisible();
});

test('a content editor without the site-editor scope cannot create pages', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  const response = await page.request.post('/api/v1/pages', { data: { slug: 'not-mine', titles: { 'en-us': 'Not mine' } } });
  expect(response.status()).toBe(403);
});
