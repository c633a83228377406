import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../src/engine';
import { blockDefaults } from '../shared/lazy/block-meta';
import { renderProfileBlock } from '../testing/profile-api';
import { doneRun, installQaApi, quinn, runningRun, sid } from '../testing/qa-samples';
import { qaResults } from './index';

const show = (user: CurrentUser = sid) => renderProfileBlock(qaResults, blockDefaults(qaResults), user, { page: 'qa' });

/** The grid's cell of a page (row header) at a breakpoint (column). */
async function cell(page: string, column: number) {
  const row = (await screen.findByRole('rowheader', { name: page })).closest('tr') as HTMLElement;
  return within(row).getAllByRole('cell')[column + 2] as HTMLElement;
}

async function openResult(page: string, column: number) {
  await userEvent.click(within(await cell(page, column)).getByRole('button'));
  return screen.findByRole('region', { name: /^Result:/ });
}

beforeEach(() => window.history.replaceState(null, '', '/en-us/qa'));
afterEach(() => vi.unstubAllGlobals());

describe('QA results, history and grid', () => {
  it('lists the runs, newest first, with who, status, progress, passes and errors; the newest is shown', async () => {
    installQaApi([runningRun, doneRun]);
    show();
    const history = await screen.findByRole('region', { name: 'Runs' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(1, 6).map((entry) => entry.textContent))).toEqual([
      ['Sid Siteeditor', 'running', '1 / 2', '0', '0'],
      ['Sid Siteeditor', 'done', '4 / 4', '1', '1'],
    ]);
    expect(rows[0]?.getAttribute('aria-current')).toBe('true');
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button'));
    await screen.findByRole('rowheader', { name: '/get-help' });
    expect(within(rows[1] as HTMLElement).getByRole('button').getAttribute('aria-pressed')).toBe('true');
  });

  it('labels every cell in words: label, difference, pass or fail; no design; error', async () => {
    window.history.replaceState(null, '', `/en-us/qa?run=${doneRun.id}`);
    installQaApi([runningRun, doneRun]);
    show();
    expect(screen.queryByRole('columnheader', { name: 'Tablet (1083 px)' })).toBeNull();
    expect((await cell('/home', 0)).textContent).toBe('High42.5 % differentFail');
    expect((await cell('/home', 0)).querySelector('.qa-verdict--high')).not.toBeNull();
    expect((await cell('/home', 1)).textContent).toBe('Low0.5 % differentPass');
    expect((await cell('/get-help', 0)).textContent).toBe('No design');
    expect((await cell('/get-help', 1)).textContent).toBe('Error');
    expect(screen.getByRole('columnheader', { name: 'Desktop (1920 px)' })).toBeTruthy();
  });

  it('says so when there are no runs, and when the server refuses the visitor', async () => {
    installQaApi([]);
    const { unmount } = show();
    expect(await screen.findByText('No runs yet. Plan one above.')).toBeTruthy();
    unmount();
    installQaApi([], { 'GET /qa/runs': { status: 401, body: { error: 'Unauthorized', message: 'Sign in' } } });
    show();
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeTruthy();
  });
});

describe('QA results, one result', () => {
  it('shows screenshot and design side by side, and the difference image, with alt texts', async () => {
    installQaApi([doneRun]);
    show();
    const detail = await openResult('/home', 0);
    expect(within(detail).getByRole('heading', { level: 2 }).textContent).toBe('Result: /home, Mobile (539 px), pre-event, Signed-out visitor');
    expect(within(detail).getByRole('img', { name: 'Screenshot of the site' }).getAttribute('src')).toBe('/api/v1/qa/files/s1.png');
    expect(within(detail).getByRole('img', { name: 'Design' }).getAttribute('src')).toBe('/api/v1/qa/files/d1.png');
    await userEvent.click(within(detail).getByRole('tab', { name: 'Difference' }));
    expect(within(detail).getByRole('img', { name: 'Difference image: differing pixels in red' }).getAttribute('src')).toBe('/api/v1/qa/files/x1.png');
  });

  it('lays the design over the screenshot with a labelled opacity slider', async () => {
    installQaApi([doneRun]);
    show();
    const detail = await openResult('/home', 0);
    await userEvent.click(within(detail).getByRole('tab', { name: 'Overlay' }));
    const slider = within(detail).getByRole('slider', { name: 'Opacity of the Design (%)' }) as HTMLInputElement;
    const design = within(detail).getByRole('img', { name: 'Design' });
    expect([slider.value, design.style.opacity]).toEqual(['50', '0.5']);
    fireEvent.change(slider, { target: { value: '80' } });
    expect(design.style.opacity).toBe('0.8');
  });

  it('moves the swipe divider with the keyboard, revealing more or less of the design', async () => {
    installQaApi([doneRun]);
    show();
    const detail = await openResult('/home', 0);
    await userEvent.click(within(detail).getByRole('tab', { name: 'Swipe' }));
    const divider = within(detail).getByRole('slider', { name: 'Divider: Design shown left of it' });
    const design = within(detail).getByRole('img', { name: 'Design' });
    expect(divider.getAttribute('aria-valuenow')).toBe('50');
    divider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(divider.getAttribute('aria-valuenow')).toBe('60');
    expect(design.style.clipPath).toBe('inset(0 40% 0 0)');
    await userEvent.keyboard('{Home}');
    expect(divider.getAttribute('aria-valuenow')).toBe('0');
    await userEvent.keyboard('{ArrowLeft}');
    expect(divider.getAttribute('aria-valuenow')).toBe('0');
    await userEvent.keyboard('{End}');
    expect(design.style.clipPath).toBe('inset(0 0% 0 0)');
  });

  it('shows only the screenshot when the combination has no design', async () => {
    installQaApi([doneRun]);
    show();
    const detail = await openResult('/get-help', 0);
    expect(within(detail).getByText('There is no design for this combination yet: only the screenshot is shown.')).toBeTruthy();
    expect(within(detail).queryByRole('tab')).toBeNull();
  });
});

describe('QA results, designs', () => {
  it('accepts a screenshot as the design after asking, and can be kept instead', async () => {
    const { sent } = installQaApi([doneRun], { [`POST /qa/runs/${doneRun.id}/results/1/accept`]: { status: 200, body: {} } });
    show(quinn);
    const detail = await openResult('/home', 0);
    await userEvent.click(within(detail).getByRole('button', { name: 'Accept as new design' }));
    await userEvent.click(within(detail).getByRole('button', { name: 'Keep the design' }));
    expect(document.activeElement?.textContent).toBe('Accept as new design');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.click(within(detail).getByRole('button', { name: 'Accept as new design' }));
    await userEvent.click(within(detail).getByRole('button', { name: 'Yes, accept' }));
    expect(await within(detail).findByText('The design was saved. The next run compares with it.')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([`/qa/runs/${doneRun.id}/results/1/accept`]);
  });

  it('offers the upload to site editors only', async () => {
    installQaApi([doneRun]);
    const { unmount } = show(quinn);
    const detail = await openResult('/home', 0);
    expect(within(detail).queryByLabelText(/Design image for this combination/)).toBeNull();
    unmount();
    show(sid);
    const editorDetail = await openResult('/home', 0);
    expect(within(editorDetail).getByLabelText(/Design image for this combination/)).toBeTruthy();
  });

  it('uploads an image, then registers it as the combination’s design', async () => {
    const { sent } = installQaApi([doneRun], {
      'PUT /siteeditor/file': { status: 200, body: { url: '/uploads/abc/design.png' } },
      'PUT /qa/designs': { status: 200, body: {} },
    });
    show();
    const detail = await openResult('/home', 1);
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'home desktop.png', { type: 'image/png' });
    await userEvent.upload(within(detail).getByLabelText(/Design image for this combination/), image);
    await userEvent.click(within(detail).getByRole('button', { name: 'Upload design' }));
    expect(await within(detail).findByText('The design was saved. The next run compares with it.')).toBeTruthy();
    const upload = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/siteeditor/file'));
    expect(new Headers(upload?.[1]?.headers).get('x-file-name')).toBe('home%20desktop.png');
    expect(new Headers(upload?.[1]?.headers).get('content-type')).toBe('image/png');
    expect(sent.find((request) => request.path === '/qa/designs')?.body).toEqual({
      page: '/home',
      breakpoint: 'desktop',
      phase: 'pre-event',
      attendeeType: 'anonymous',
      imageUrl: '/uploads/abc/design.png',
    });
  });

  it('refuses a file of another type before sending, and shows the server’s refusal', async () => {
    const { sent } = installQaApi([doneRun], { 'PUT /siteeditor/file': { status: 400, body: { error: 'ValidationError', message: 'The image is too large (over 40 megapixels)' } } });
    show();
    const detail = await openResult('/home', 1);
    const input = within(detail).getByLabelText(/Design image for this combination/);
    await userEvent.upload(input, new File(['<svg/>'], 'design.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    await userEvent.click(within(detail).getByRole('button', { name: 'Upload design' }));
    expect(within(detail).getByText('Only .png, .jpeg, .jpg and .gif images can be uploaded.')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);

    await userEvent.upload(input, new File(['big'], 'huge.png', { type: 'image/png' }));
    await userEvent.click(within(detail).getByRole('button', { name: 'Upload design' }));
    await waitFor(() => expect(within(detail).getByText('The image is too large (over 40 megapixels)')).toBeTruthy());
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
