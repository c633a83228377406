import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageContext, type PageContextValue, useShellStore } from '../../src/app/block-kit';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoPageContext, demoSettings } from '../../storybook/demo-page-context';
import { ToastArea } from '../../tests/ui/helpers/app-frame';
import { testUser } from '../../tests/ui/helpers/fixtures';
import { blockDefaults } from '../shared/lazy/block-meta';
import { stubFetch, type FakeAnswer } from '../testing/fake-fetch';
import { interestsSurvey, sessionForm } from '../testing/evaluation-samples';
import { evaluationForm } from './index';
import type { EvaluationFormProps } from './props.gen';

const attendee = testUser('attendee');
const withEvaluations = (on: boolean) => ({ ...demoSettings, features: { ...demoSettings.features, showEvaluations: on } });
const settings = withEvaluations(true);
const signedIn: Partial<PageContextValue> = { user: attendee, scopes: attendee.scopes };

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function show(props: Partial<EvaluationFormProps> = {}, context: Partial<PageContextValue> = signedIn, client = newClient()) {
  const block = (
    <PageContext.Provider value={demoPageContext({ page: 'evaluation-detail', params: { id: 's-101' }, settings, ...context })}>
      <BlockPreview type={evaluationForm} props={{ ...blockDefaults(evaluationForm), ...props }} />
    </PageContext.Provider>
  );
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en-us/evaluations/s-101']}>
        <Routes>
          <Route path="/en-us/evaluations" element={<h1>Your evaluations</h1>} />
          <Route path="*" element={block} />
        </Routes>
      </MemoryRouter>
      <ToastArea />
    </QueryClientProvider>,
  );
}

const api = (answers: Record<string, FakeAnswer>) => stubFetch(({ method, path }) => answers[`${method} ${path}`] ?? { status: 404, body: { error: 'NotFound', message: path } });
const lastToast = () => useShellStore.getState().toasts.at(-1);

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useShellStore.setState({ toasts: [] }));
});

describe('a session evaluation', () => {
  it('reveals a required, relabelled follow-up for a low score, refuses to submit without it, and sends what is shown after a yes', async () => {
    const sent = api({
      'GET /evaluation/session/s-101/en-us': { status: 200, body: sessionForm },
      'POST /evaluation/session/s-101': { status: 200, body: { success: true, evaluationId: 'session:s-101', message: 'Thank you for your evaluation' } },
    });
    show({ inline: true });
    const overall = await screen.findByRole('group', { name: 'How would you rate this session overall?' });
    // Only the text before the delimiter shows; scored options show their score, the not-applicable one its label.
    expect(within(overall).getByRole('radio', { name: '5 Excellent' })).toBeTruthy();
    expect(within(overall).getByRole('radio', { name: 'Not applicable' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /What went wrong/ })).toBeNull();
    const submit = screen.getByRole('button', { name: 'Submit evaluation' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');

    await userEvent.click(within(overall).getByRole('radio', { name: '2 Fair' }));
    const followUp = await screen.findByRole('textbox', { name: 'What went wrong?' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(submit);
    expect(document.activeElement).toBe(followUp);
    expect(screen.getByText('This field is required.')).toBeTruthy();

    await userEvent.type(followUp, 'Too fast');
    expect(submit.getAttribute('aria-disabled')).toBeNull();
    await userEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Submit your evaluation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Thank you for your evaluation!')).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      evaluationId: 'session-evaluation',
      responses: [
        { evaluationQuestionId: 'overall', evaluationResponseValues: [{ value: '2', displayValue: 'Fair', scoreValue: 2 }] },
        { evaluationQuestionId: 'improve', evaluationResponseValues: [{ value: 'Too fast', displayValue: 'Too fast', scoreValue: null }] },
      ],
    });
  });

  it('drops the follow-up again when the score is raised, and a "No" sends nothing', async () => {
    const sent = api({ 'GET /evaluation/session/s-101/en-us': { status: 200, body: sessionForm } });
    show();
    await userEvent.click(await screen.findByRole('radio', { name: '1 Poor' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'What went wrong?' }), 'Late start');
    await userEvent.click(screen.getByRole('radio', { name: '4 Very good' }));
    expect(screen.queryByRole('textbox', { name: /What went wrong/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit evaluation' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('on a page of its own, goes to the evaluations page with thanks once sent', async () => {
    api({
      'GET /evaluation/session/s-101/en-us': { status: 200, body: sessionForm },
      'POST /evaluation/session/s-101': { status: 200, body: { success: true, evaluationId: 'session:s-101', message: 'Thank you' } },
    });
    show({ inline: false });
    await userEvent.click(await screen.findByRole('radio', { name: '5 Excellent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit evaluation' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Your evaluations' })).toBeTruthy();
    expect(lastToast()).toMatchObject({ kind: 'success', message: 'translate.base.evaluations.info.thank-you' });
  });

  it('says so when the evaluation was answered before; not open, it shows nothing inline and says so on its own page', async () => {
    api({ 'GET /evaluation/session/s-101/en-us': { status: 409, body: { error: 'EvaluationCompleted', message: 'You have already submitted this evaluation' } } });
    const { unmount } = show({ heading: 'Evaluate this session' });
    expect(await screen.findByText('You have already completed this evaluation. Thank you!')).toBeTruthy();
    unmount();
    api({ 'GET /evaluation/session/s-101/en-us': { status: 409, body: { error: 'EvaluationUnavailable', message: 'This evaluation is not open yet' } } });
    const { container, unmount: again } = show({ heading: 'Evaluate this session' });
    await waitFor(() => expect(container.textContent).toBe(''));
    again();
    show({ heading: 'Session evaluation', inline: false });
    expect(await screen.findByText('This evaluation is not available right now.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Session evaluation' })).toBeTruthy();
  });

  it('once sent, is not offered again from what the browser kept: coming back, the attendee is told it is done', async () => {
    let answered = false;
    stubFetch(({ method, path }) => {
      if (method === 'POST') {
        answered = true;
        return { status: 200, body: { success: true, evaluationId: 'session:s-101', message: 'Thanks' } };
      }
      if (path === '/evaluation/session/s-101/en-us') return answered ? { status: 409, body: { error: 'EvaluationCompleted', message: 'Done' } } : { status: 200, body: sessionForm };
      return { status: 404, body: { error: 'NotFound', message: path } };
    });
    const client = newClient();
    const { unmount } = show({}, signedIn, client);
    await userEvent.click(await screen.findByRole('radio', { name: '5 Excellent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit evaluation' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Thank you for your evaluation!')).toBeTruthy();
    unmount();
    show({}, signedIn, client);
    expect(await screen.findByText('You have already completed this evaluation. Thank you!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit evaluation' })).toBeNull();
  });

  it('counts typed characters as the server does and says when the limit is reached', async () => {
    api({ 'GET /evaluation/session/s-101/en-us': { status: 200, body: sessionForm } });
    show();
    const comment = await screen.findByRole('textbox', { name: 'Anything else?' });
    // 1,349 letters and an emoji of two UTF-16 units: 1,350 characters, the limit; more is cut off.
    await userEvent.click(comment);
    await userEvent.paste(`${'a'.repeat(1349)}🙂 and more`);
    expect((comment as HTMLInputElement).value).toBe(`${'a'.repeat(1349)}🙂`);
    expect(screen.getByText(/1350 of 1350 characters/).textContent).toContain('You have reached the character limit.');
  });

  it('tells a load failure in a toast and hides the form; a failed submission keeps the answers and a toast that stays', async () => {
    api({ 'GET /evaluation/session/s-101/en-us': { status: 500, body: { error: 'InternalServerError', message: 'boom' } } });
    const { unmount } = show();
    await waitFor(() => expect(lastToast()).toMatchObject({ kind: 'error', message: 'translate.base.evaluations.error.load-evaluation' }));
    expect(screen.queryByRole('button', { name: 'Submit evaluation' })).toBeNull();
    unmount();
    act(() => useShellStore.setState({ toasts: [] }));

    api({
      'GET /evaluation/session/s-101/en-us': { status: 200, body: sessionForm },
      'POST /evaluation/session/s-101': { status: 503, body: { error: 'ServiceUnavailable', message: 'down' } },
    });
    show();
    await userEvent.click(await screen.findByRole('radio', { name: '5 Excellent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit evaluation' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ kind: 'error', persistent: true, message: 'translate.base.evaluations.error.submit-evaluation' }));
    expect((screen.getByRole('radio', { name: '5 Excellent' }) as HTMLInputElement).checked).toBe(true);
  });

  it('is nothing for a signed-out visitor, and tells editors when evaluations are switched off', async () => {
    const sent = api({});
    const { container, unmount } = show({}, { user: null, scopes: [] });
    expect(container.textContent).toBe('');
    unmount();
    show({}, { ...signedIn, isEditor: true, settings: withEvaluations(false) });
    expect(screen.getByText(/Evaluations are switched off/)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe('a survey', () => {
  it('is answered anonymously by a signed-out visitor', async () => {
    const sent = api({
      'GET /evaluation/survey/interests/en-us': { status: 200, body: interestsSurvey },
      'POST /evaluation/submitSurveyAnonymously': { status: 200, body: { success: true, evaluationId: 'survey:interests', message: 'Thanks' } },
    });
    show({ evaluation: 'survey', surveyId: 'interests', inline: true }, { user: null, scopes: [], settings: withEvaluations(false) });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'AI and agents' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit evaluation' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Thank you for your evaluation!')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ method: 'POST', path: '/evaluation/submitSurveyAnonymously' });
  });
});
