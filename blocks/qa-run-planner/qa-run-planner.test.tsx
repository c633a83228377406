import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockDefaults } from '../shared/lazy/block-meta';
import { renderProfileBlock } from '../testing/profile-api';
import { doneRun, installQaApi, qaPages, quinn, runningRun, sid } from '../testing/qa-samples';
import { qaRunPlanner } from './index';

function show() {
  return renderProfileBlock(qaRunPlanner, blockDefaults(qaRunPlanner), sid, { page: 'qa', pages: qaPages });
}

const group = (name: string) => screen.getByRole('group', { name });
const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

beforeEach(() => window.history.replaceState(null, '', '/en-us/qa'));
afterEach(() => vi.unstubAllGlobals());

describe('QA run planner, the form', () => {
  it('offers the site pages (not its own), phases, attendee types and breakpoints with widths, and counts the combinations', async () => {
    installQaApi([doneRun]);
    show();
    const pages = await screen.findByRole('group', { name: 'Pages' });
    expect(within(pages).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Get help (/get-help)', 'Home (/home)']);
    expect(within(group('Breakpoints')).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'Mobile (539 px)',
      'Tablet (1083 px)',
      'Desktop (1920 px)',
    ]);
    expect(within(group('Attendee types')).getAllByRole('checkbox')).toHaveLength(4);
    // The current phase and the block's default breakpoints and attendee type are ticked.
    expect(within(group('Phases')).getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(1);
    expect(screen.getByText('Combinations: 0')).toBeTruthy();
    await userEvent.click(within(pages).getByRole('checkbox', { name: 'Home (/home)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Other pages' }), '/sessions/s-1');
    expect(screen.getByText('Combinations: 4')).toBeTruthy();
    await userEvent.click(within(group('Attendee types')).getByRole('checkbox', { name: 'Speaker' }));
    expect(screen.getByText('Combinations: 8')).toBeTruthy();
    // Nothing polls: no run is going.
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('sends the run and follows it: the address names it, and its progress shows', async () => {
    const { sent } = installQaApi([runningRun, doneRun], { 'POST /qa/runs': { status: 201, body: { id: runningRun.id } } });
    show();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Home (/home)' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Compare with' }), 'prod');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de-de');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Threshold (%)' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Threshold (%)' }), '2.5');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Detect and ignore anti-aliasing' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Dynamic blocks (optional)' }), 'hero-1, clock-2');
    await userEvent.click(screen.getByRole('button', { name: 'Start run' }));
    await screen.findByRole('progressbar');
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      pages: ['/home'],
      breakpoints: ['mobile', 'desktop'],
      phases: ['pre-event'],
      attendeeTypes: ['anonymous'],
      env: 'cont',
      compareEnv: 'prod',
      language: 'de-de',
      threshold: 2.5,
      includeAA: true,
      dynamicBlocks: ['hero-1', 'clock-2'],
    });
    expect(new URLSearchParams(window.location.search).get('run')).toBe(runningRun.id);
  });

  it('checks the plan before sending: missing choices, a foreign page, a threshold out of range', async () => {
    const { sent } = installQaApi([]);
    show();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Other pages' }), 'https://elsewhere.example/page');
    await userEvent.click(within(group('Phases')).getByRole('checkbox', { checked: true }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Threshold (%)' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Threshold (%)' }), '101');
    await userEvent.click(screen.getByRole('button', { name: 'Start run' }));
    expect(screen.getByRole('alert').textContent).toBe('Please correct the marked fields.');
    expect(errorOf(group('Pages'))).toContain('“https://elsewhere.example/page” is not a page of this site.');
    expect(errorOf(group('Phases'))).toBe('Choose at least one phase.');
    expect(errorOf(screen.getByRole('spinbutton', { name: 'Threshold (%)' }))).toBe('Enter a number from 0 to 100.');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows the server’s refusal next to the field it names, and the rest above the button', async () => {
    let answer = {
      status: 400,
      body: { error: 'ValidationError', message: 'Invalid run', details: [{ path: '/body/pages/0', message: 'is not a page of this site' }] },
    };
    installQaApi([], { 'POST /qa/runs': () => answer });
    show();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Home (/home)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start run' }));
    await waitFor(() => expect(errorOf(group('Pages'))).toBe('0: is not a page of this site'));

    answer = { status: 422, body: { error: 'Unprocessable', message: 'A run has at most 200 combinations', details: [] } };
    await userEvent.click(screen.getByRole('button', { name: 'Start run' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The run was not started:');
    expect(alert.textContent).toContain('A run has at most 200 combinations');
    expect(errorOf(group('Pages'))).toBe('');
  });
});

describe('QA run planner, the run in progress', () => {
  it('shows the newest run still going: done of total, the current action, the time left and the queue; Cancel stops it', async () => {
    const cancelled = { ...runningRun, status: 'cancelled' as const, queue: [], currentAction: undefined };
    const { sent } = installQaApi([runningRun, doneRun], { [`POST /qa/runs/${runningRun.id}/cancel`]: { status: 200, body: cancelled } });
    show();
    const bar = (await screen.findByRole('progressbar', { name: '1 of 2 done' })) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([1, 2]);
    expect(screen.getByRole('status').textContent).toBe('Run running');
    expect(screen.getByText('Now: Screenshot: /home, Desktop (1920 px), pre-event, Signed-out visitor')).toBeTruthy();
    expect(screen.getByText('Time left: about 1:05')).toBeTruthy();
    expect(screen.getByText('Queue (2)')).toBeTruthy();
    expect(screen.getByText('Compare: /home, Desktop (1920 px), pre-event, Signed-out visitor — waiting')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel run' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Run cancelled'));
    expect(sent.some((request) => request.method === 'POST' && request.path === `/qa/runs/${runningRun.id}/cancel`)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel run' })).toBeNull();
  });

  it('comes back to the run the address names after a reload, even when it is over', async () => {
    window.history.replaceState(null, '', `/en-us/qa?run=${doneRun.id}`);
    installQaApi([runningRun, doneRun]);
    show();
    expect(await screen.findByRole('progressbar', { name: '4 of 4 done' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Run done');
  });

  it('polls a running run until it is done', async () => {
    let polls = 0;
    installQaApi([runningRun], {
      [`GET /qa/runs/${runningRun.id}`]: () => {
        polls += 1;
        return { status: 200, body: polls < 2 ? runningRun : { ...runningRun, status: 'done', done: 2, queue: [] } };
      },
    });
    show();
    await screen.findByRole('progressbar', { name: '1 of 2 done' });
    expect(await screen.findByRole('progressbar', { name: '2 of 2 done' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Run done');
  });
});

describe('QA run planner, states', () => {
  it('tells a visitor the server refuses that the tool is not theirs, and offers no form', async () => {
    installQaApi([], { 'GET /qa/runs': { status: 403, body: { error: 'Forbidden', message: 'Forbidden' } } });
    renderProfileBlock(qaRunPlanner, blockDefaults(qaRunPlanner), quinn, { page: 'qa' });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start run' })).toBeNull();
  });

  it('shows a failed load with a retry that loads again', async () => {
    let fail = true;
    installQaApi([], { 'GET /qa/runs': () => (fail ? { status: 500, body: { error: 'Internal', message: 'Database down' } } : { status: 200, body: { runs: [] } }) });
    show();
    expect(await screen.findByText('Database down')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Start run' })).toBeTruthy();
  });
});
