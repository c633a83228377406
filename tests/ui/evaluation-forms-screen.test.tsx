import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublishedEvaluationForm } from '../../schemas/generated/api/evaluations/published-form';
import { useShellStore } from '../../src/app/store/shell-store';
import { renderApp, resetClientState } from './helpers/render-app';
import { startScheduleApi } from './helpers/schedule-api';

let api: Awaited<ReturnType<typeof startScheduleApi>>;
beforeAll(async () => {
  api = await startScheduleApi([]);
}, 120_000);
afterAll(() => api.close());
beforeEach(() => resetClientState());
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useShellStore.setState({ toasts: [] }));
});

const newest = async (key: string) =>
  (await api.callApi('siteeditor', 'GET', `/siteeditor/evaluation-forms/version?key=${encodeURIComponent(key)}`)).json<PublishedEvaluationForm>();

/** The tool as a site editor opens it, with the form `key` open in the editor. */
async function openForm(key: string) {
  api.callAs('siteeditor');
  renderApp('/en-us/evaluation-forms');
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${key}` }, { timeout: 15_000 }));
  return screen.findByRole('region', { name: `Editing ${key}` });
}

const publishButton = (editor: HTMLElement, version: number) => within(editor).getByRole('button', { name: `Publish version ${version}` });

describe('the evaluation forms tool', { timeout: 60_000 }, () => {
  it('lets a site editor reword a question, see a broken rule and fix it, try the logic as an attendee and publish version 2', async () => {
    const editor = await openForm('session:*');
    const overall = within(editor).getByRole('group', { name: 'Question overall' });
    const text = within(overall).getByRole('textbox', { name: 'Question text (English)' });
    await userEvent.clear(text);
    await userEvent.type(text, 'How was the session overall?');

    // The follow-up of a low score compared with a word: the check names the field, and publishing waits.
    const rule = within(within(editor).getByRole('group', { name: 'Logic of improve' })).getByRole('group', { name: 'Rule 1' });
    const trigger = within(rule).getByRole('combobox', { name: 'Trigger value' });
    await userEvent.clear(trigger);
    await userEvent.type(trigger, 'low');
    expect(await within(editor).findByText('Problems to fix before publishing: 1')).toBeTruthy();
    expect(within(editor).getAllByText('"Less than" needs a number to compare with, not "low"').length).toBeGreaterThan(0);
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(publishButton(editor, 2).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(editor).getByRole('button', { name: '/questionSections/0/evaluationQuestions/2/evaluationLogic/0/triggerValue' }));
    expect(document.activeElement).toBe(trigger);
    await userEvent.clear(trigger);
    await userEvent.type(trigger, '3');
    expect(await within(editor).findByText('No problems found.')).toBeTruthy();
    expect(publishButton(editor, 2).hasAttribute('disabled')).toBe(false);

    // As an attendee: a low score brings the follow-up question, under the rule's own label.
    await userEvent.click(within(editor).getByRole('tab', { name: 'Preview as an attendee' }));
    const preview = within(editor).getByRole('tabpanel');
    const rating = within(preview).getByRole('group', { name: /How was the session overall\?/ });
    expect(within(preview).queryByRole('textbox', { name: /What went wrong\?/ })).toBeNull();
    await userEvent.click(within(rating).getByRole('radio', { name: /Poor/ }));
    expect(await within(preview).findByRole('textbox', { name: /We are sorry it fell short\. What went wrong\?/ })).toBeTruthy();
    await userEvent.click(within(rating).getByRole('radio', { name: /Excellent/ }));
    await waitFor(() => expect(within(preview).queryByRole('textbox', { name: /What went wrong\?/ })).toBeNull());

    await userEvent.click(publishButton(editor, 2));
    expect(await screen.findByText('Version 2 of session:* is published.')).toBeTruthy();
    expect(await within(editor).findByText('Nothing has changed since the published version.')).toBeTruthy();
    expect(publishButton(editor, 3).hasAttribute('disabled')).toBe(true);
    const row = within(screen.getByRole('table', { name: 'Forms' })).getByRole('row', { name: /session:\*/ });
    await waitFor(() => expect(within(row).getAllByRole('cell')[0]?.textContent).toBe('2'));
    expect(within(row).getByText('Version 1: 0')).toBeTruthy();
    const stored = await newest('session:*');
    expect([stored.version, stored.form.questionSections[0]?.evaluationQuestions[0]?.questionText['en-us']]).toEqual([2, 'How was the session overall?']);
    expect(stored.form.questionSections[0]?.evaluationQuestions[0]?.questionText['de-de']).toBe('Wie bewerten Sie diese Session insgesamt?');
  });

  it('checks the JSON view as it is typed, and offers the version another editor published meanwhile', async () => {
    const editor = await openForm('conference');
    await userEvent.click(within(editor).getByRole('tab', { name: 'JSON' }));
    const json = within(editor).getByRole('textbox', { name: 'The form as JSON' }) as HTMLTextAreaElement;
    const original = json.value;
    fireEvent.change(json, { target: { value: `${original}}` } });
    expect(await within(editor).findByText('Problems to fix before publishing: 1')).toBeTruthy();
    expect(publishButton(editor, 2).hasAttribute('disabled')).toBe(true);
    const form = JSON.parse(original) as PublishedEvaluationForm['form'];
    form.questionSections[0]?.evaluationQuestions.push({ id: 'overall', type: 'PlainText', questionText: { 'en-us': 'Twice?' }, required: false, visible: true, questionOrder: 9, options: [] });
    fireEvent.change(json, { target: { value: JSON.stringify(form, null, 2) } });
    expect(await within(editor).findByText('Another question of the form is overall too')).toBeTruthy();
    form.questionSections[0]?.evaluationQuestions.pop();
    const mine = structuredClone(form);
    const comments = mine.questionSections[0]?.evaluationQuestions.find((question) => question.id === 'comments');
    if (comments) comments.questionText = { ...comments.questionText, 'en-us': 'Anything else to tell us?' };
    fireEvent.change(json, { target: { value: JSON.stringify(mine, null, 2) } });
    await waitFor(() => expect(publishButton(editor, 2).hasAttribute('disabled')).toBe(false));

    // Another site editor publishes first.
    const theirs = { formKey: 'conference', baseVersion: 1, anonymous: false, form };
    expect((await api.callApi({ name: 'Other Editor', scopes: ['siteeditor'] }, 'POST', '/siteeditor/evaluation-forms/version', theirs)).statusCode).toBe(200);
    await userEvent.click(publishButton(editor, 2));
    const conflict = await within(editor).findByRole('alert');
    expect(conflict.textContent).toContain('Other Editor published version 2 of this form meanwhile.');
    await userEvent.click(within(conflict).getByRole('button', { name: 'Load version 2 (your changes are discarded)' }));
    expect(publishButton(editor, 3).hasAttribute('disabled')).toBe(true);
    expect((await newest('conference')).version).toBe(2);
  });

  it('starts a new survey under a key no form has, and publishes it as version 1', async () => {
    api.callAs('siteeditor');
    renderApp('/en-us/evaluation-forms');
    const key = await screen.findByRole('textbox', { name: 'Form key' }, { timeout: 15_000 });
    const create = screen.getByRole('button', { name: 'Create form' });
    await userEvent.type(key, 'Survey: Venue');
    await userEvent.click(create);
    expect(await screen.findByText('This is not a form key.')).toBeTruthy();
    await userEvent.clear(key);
    await userEvent.type(key, 'conference');
    await userEvent.click(create);
    expect(await screen.findByText('This form exists already: edit it in the list.')).toBeTruthy();
    await userEvent.clear(key);
    await userEvent.type(key, 'survey:venue');
    await userEvent.click(create);
    const editor = await screen.findByRole('region', { name: 'Editing survey:venue' });
    expect(within(editor).getByText('A new form: publishing saves its version 1.')).toBeTruthy();
    expect((within(editor).getByRole('textbox', { name: 'Form id (what answers name)' }) as HTMLInputElement).value).toBe('venue');
    await userEvent.click(within(editor).getByRole('checkbox', { name: /Signed-out visitors may answer this survey/ }));
    await userEvent.click(publishButton(editor, 1));
    expect(await screen.findByText('Version 1 of survey:venue is published.')).toBeTruthy();
    expect(await newest('survey:venue')).toMatchObject({ version: 1, anonymous: true, form: { id: 'venue' } });
  });
});
