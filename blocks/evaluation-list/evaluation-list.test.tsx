import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageContext, type PageContextValue } from '../../src/app/block-kit';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoPageContext, demoSettings } from '../../storybook/demo-page-context';
import { testUser } from '../../tests/ui/helpers/fixtures';
import { blockDefaults } from '../shared/lazy/block-meta';
import { stubFetch } from '../testing/fake-fetch';
import { evaluationListSample } from '../testing/evaluation-samples';
import { evaluationList } from './index';
import type { EvaluationListProps } from './props.gen';

const attendee = testUser('attendee');
const settings = (on: boolean) => ({ ...demoSettings, settings: { ...demoSettings.settings, eventTimezone: 'UTC' }, features: { ...demoSettings.features, showEvaluations: on } });

function show(props: Partial<EvaluationListProps> = {}, context: Partial<PageContextValue> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PageContext.Provider value={demoPageContext({ page: 'evaluations', user: attendee, scopes: attendee.scopes, settings: settings(true), ...context })}>
        <BlockPreview type={evaluationList} props={{ ...blockDefaults(evaluationList), ...props }} />
      </PageContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the evaluations list', () => {
  it('lists the sessions to evaluate with a link each, marks the completed ones, offers the conference evaluation and counts what is left', async () => {
    const sent = stubFetch(() => ({ status: 200, body: evaluationListSample }));
    show();
    expect(await screen.findByText('Left to evaluate: 2')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Evaluations' })).toBeTruthy();
    const sessions = screen.getByRole('list', { name: 'Sessions to evaluate' });
    const rust = within(sessions).getByText('Building with Rust').closest('li') as HTMLElement;
    expect(within(rust).getByRole('link', { name: 'Evaluate Building with Rust' }).getAttribute('href')).toBe('/en-us/evaluations/s-101');
    expect(rust.textContent).toContain('BRK101 · Breakout · ');
    const keynote = within(sessions).getByText('Keynote: the year ahead').closest('li') as HTMLElement;
    expect(within(keynote).queryByRole('link')).toBeNull();
    expect(keynote.textContent).toContain('Completed');
    expect(screen.getByRole('link', { name: 'Evaluate the conference' }).getAttribute('href')).toBe('/en-us/evaluations/conference');
    expect(sent.map((request) => request.path)).toEqual(['/evaluation/all/en-us']);
  });

  it('can leave completed evaluations out, and says when nothing is left', async () => {
    stubFetch(() => ({ status: 200, body: { ...evaluationListSample, isPostConferenceEvaluationCompleted: true } }));
    const { unmount } = show({ showCompleted: false });
    expect(await screen.findByText('Building with Rust')).toBeTruthy();
    expect(screen.queryByText('Keynote: the year ahead')).toBeNull();
    expect(screen.queryByText('Conference evaluation')).toBeNull();
    unmount();
    stubFetch(() => ({ status: 200, body: { sessionsForEvaluation: [], postConferenceEvaluationAvailable: false, isPostConferenceEvaluationCompleted: false } }));
    show();
    expect(await screen.findByText(/Nothing to evaluate yet/)).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded, sign-in to visitors, and nothing when evaluations are off', async () => {
    stubFetch(() => ({ status: 500, body: { error: 'InternalServerError', message: 'boom' } }));
    const { unmount } = show();
    expect((await screen.findByRole('alert')).textContent).toContain('There was an issue retrieving your evaluations');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    unmount();
    const { unmount: again } = show({}, { user: null, scopes: [] });
    expect(await screen.findByRole('link', { name: 'Sign in to see your evaluations' })).toBeTruthy();
    again();
    const { container } = show({}, { settings: settings(false) });
    expect(container.textContent).toBe('');
  });
});
