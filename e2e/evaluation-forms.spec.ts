import { expect, test } from '@playwright/test';
import { seriousViolations, signInAs } from './fixtures';

// The published form keeps every English text: other specs answer the session evaluation as the site ships it.
test('a site editor rewords a question, fixes a broken rule, tries the logic as an attendee and publishes a new version', async ({ page }) => {
  await signInAs(page, 'siteeditor');
  await page.goto('/en-us/evaluation-forms');
  await expect(page.getByRole('heading', { level: 1, name: 'Evaluation forms' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Forms' }).getByRole('row', { name: /session:\*/ });
  const before = Number(await row.getByRole('cell').first().textContent());
  await page.getByRole('button', { name: 'Edit session:*' }).click();
  const editor = page.getByRole('region', { name: 'Editing session:*' });
  await expect(editor.getByRole('heading', { name: 'Editing session:*' })).toBeFocused();

  await editor.getByLabel('Language of the texts').selectOption('es-es');
  const comments = editor.getByRole('group', { name: 'Question comments' });
  await comments.getByRole('textbox', { name: 'Question text (Spanish)' }).fill('¿Algo más que quieras contarnos?');

  // The follow-up of a low score compared with a word: listed with its path, the field marked, publishing held back.
  const trigger = editor.getByRole('group', { name: 'Logic of improve' }).getByRole('group', { name: 'Rule 1' }).getByRole('combobox', { name: 'Trigger value' });
  await trigger.fill('low');
  await expect(editor.getByText('Problems to fix before publishing: 1')).toBeVisible();
  await expect(editor.getByRole('listitem').filter({ hasText: '"Less than" needs a number to compare with, not "low"' })).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  const publish = editor.getByRole('button', { name: `Publish version ${before + 1}` });
  await expect(publish).toBeDisabled();
  await trigger.fill('3');
  await expect(editor.getByText('No problems found.')).toBeVisible();
  await expect(publish).toBeEnabled();

  // As an attendee reading Spanish: a low score brings the follow-up, gone again with a high one.
  await editor.getByRole('tab', { name: 'Preview as an attendee' }).click();
  const preview = editor.getByRole('tabpanel');
  await expect(preview.getByLabel('Language of the preview')).toHaveValue('es-es');
  const followUp = preview.getByRole('textbox', { name: /¿Qué falló\?/ });
  await expect(followUp).toHaveCount(0);
  const rating = preview.getByRole('group', { name: /¿Cómo valoras esta sesión en general\?/ });
  await rating.getByRole('radio', { name: /Malo/ }).check();
  await expect(followUp).toBeVisible();
  await expect(preview.getByRole('textbox', { name: /¿Algo más que quieras contarnos\?/ })).toBeVisible();
  await rating.getByRole('radio', { name: /Excelente/ }).check();
  await expect(followUp).toHaveCount(0);
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await publish.click();
  await expect(page.getByText(`Version ${before + 1} of session:* is published.`)).toBeVisible();
  await expect(row.getByRole('cell').first()).toHaveText(String(before + 1));
  await expect(editor.getByText('Nothing has changed since the published version.')).toBeVisible();
  const form = await page.request.get('/api/v1/siteeditor/evaluation-forms/version?key=session:*');
  const published = (await form.json()) as { version: number; form: { questionSections: { evaluationQuestions: { id: string; questionText: Record<string, string> }[] }[] } };
  expect(published.version).toBe(before + 1);
  const stored = published.form.questionSections[0]?.evaluationQuestions.find((question) => question.id === 'comments')?.questionText;
  expect(stored?.['es-es']).toBe('¿Algo más que quieras contarnos?');
  expect(stored?.['en-us']).toBe('Anything else you would like to tell the speakers?');
});

test('the evaluation forms are the site editors’: a content editor gets the forbidden screen', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  await page.goto('/en-us/evaluation-forms');
  await expect(page).toHaveURL(/\/en-us\/forbidden\?errorCode=3403$/);
});
