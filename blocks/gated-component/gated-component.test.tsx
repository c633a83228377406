import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageContext, useShellStore } from '../../src/app/block-kit';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoPageContext } from '../../storybook/demo-page-context';
import { blockDefaults } from '../shared/lazy/block-meta';
import { stubFetch, type FakeAnswer } from '../testing/fake-fetch';
import { interestsSurvey } from '../testing/evaluation-samples';
import { gatedComponent } from './index';

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PageContext.Provider value={demoPageContext({ page: 'home' })}>
        <BlockPreview type={gatedComponent} props={{ ...blockDefaults(gatedComponent), surveyId: 'interests', heading: 'Unlock the slides' }}>
          <p>Answer two questions to unlock the slides.</p>
          <p>Here are the slides.</p>
        </BlockPreview>
      </PageContext.Provider>
    </QueryClientProvider>,
  );
}

const api = (answers: Record<string, FakeAnswer>) => stubFetch(({ method, path }) => answers[`${method} ${path}`] ?? { status: 404, body: { error: 'NotFound', message: path } });

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useShellStore.setState({ toasts: [] }));
});

describe('the gated component', () => {
  it('shows the gated section until the survey is sent, then the ungated one, and remembers it for the block', async () => {
    const sent = api({
      'GET /evaluation/survey/interests/en-us': { status: 200, body: interestsSurvey },
      'POST /evaluation/submitSurveyAnonymously': { status: 200, body: { success: true, evaluationId: 'survey:interests', message: 'Thanks' } },
    });
    const { unmount } = show();
    expect(await screen.findByText('Answer two questions to unlock the slides.')).toBeTruthy();
    expect(screen.queryByText('Here are the slides.')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Take the survey' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Close the survey');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'AI and agents' }));
    // Closed and opened again, the survey keeps what was answered.
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    expect((screen.getByRole('checkbox', { name: 'AI and agents' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Submit evaluation' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Here are the slides.')).toBeTruthy();
    // The button and the survey are gone: focus is on what they unlocked.
    expect(document.activeElement?.textContent).toBe('Here are the slides.');
    expect(screen.queryByText('Answer two questions to unlock the slides.')).toBeNull();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
    unmount();
    show();
    expect(await screen.findByText('Here are the slides.')).toBeTruthy();
  });

  it('closes the survey with a message when it cannot be answered, keeping the gated section', async () => {
    api({});
    show();
    const toggle = await screen.findByRole('button', { name: 'Take the survey' });
    await userEvent.click(toggle);
    await vi.waitFor(() => expect(useShellStore.getState().toasts.at(-1)).toMatchObject({ message: 'translate.base.evaluations.info.survey-unavailable' }));
    await vi.waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(toggle);
    expect(screen.getByText('Answer two questions to unlock the slides.')).toBeTruthy();
  });
});
