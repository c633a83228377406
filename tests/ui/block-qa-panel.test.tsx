import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type FakeAnswer, type SentRequest } from '../../blocks/testing/fake-fetch';
import type { QaDesign } from '../../src/api/lazy/qa-designs';
import { OverlayContext, type OverlayActions } from '../../src/editor/overlay/editor-context';
import { usePreviewStore } from '../../src/editor/preview/preview-store';
import BlockQaPanel from '../../src/editor/qa/lazy/block-qa-panel';
import { createEditorStore } from '../../src/editor/store';
import type { EventPhase } from '../../src/engine';

const PHASES: EventPhase[] = [
  { id: 'pre-event', label: 'Pre-event', start: '2030-01-01T00:00:00Z' },
  { id: 'live', label: 'Live', start: '2030-03-01T00:00:00Z' },
];

const design = (overrides: Partial<QaDesign>): QaDesign => ({
  page: '/home',
  breakpoint: 'desktop',
  phase: 'pre-event',
  attendeeType: 'attendee',
  block: 'hero',
  designUrl: '/api/v1/qa/files/aaaa.png',
  width: 1200,
  height: 400,
  uploadedBy: 'Sid Siteeditor',
  uploadedAt: '2030-01-02T10:00:00Z',
  ...overrides,
});

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'hero.png', { type: 'image/png' });

/** The panel for the `hero` block of /home, over a canvas 1,920 px wide (the desktop breakpoint). */
function openPanel(answer: (request: SentRequest) => FakeAnswer, { canUpload = true } = {}) {
  const sent = stubFetch(answer);
  const store = createEditorStore({ phase: 'pre-event' });
  const actions: OverlayActions = { editPhases: vi.fn(), addBlock: vi.fn(), editBlock: vi.fn(), editJson: vi.fn(), openHistory: vi.fn(), checkDesign: vi.fn() };
  const onClose = vi.fn();
  const canvas = document.createElement('div');
  canvas.setAttribute('data-preview-canvas', '');
  Object.defineProperty(canvas, 'clientWidth', { value: 1920 });
  canvas.innerHTML = '<div id="hero" class="block block--hero"><div class="editor-block" data-editor-block="hero"></div></div>';
  document.body.append(canvas);
  const opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <OverlayContext.Provider value={{ store, page: 'home', actions }}>
        <BlockQaPanel contentId="hero" pagePath="/home" phases={PHASES} canUpload={canUpload} onClose={onClose} />
      </OverlayContext.Provider>
    </QueryClientProvider>,
  );
  const panel = screen.getByRole('dialog', { name: 'Design check of hero' });
  return { sent, panel, onClose, opener, view };
}

const designsOf = (designs: QaDesign[]) => (request: SentRequest): FakeAnswer | undefined =>
  request.method === 'GET' && request.path === '/qa/designs' ? { status: 200, body: { designs } } : undefined;

const refuse = (status: number, message: string): FakeAnswer => ({ status, body: { error: 'Refused', message } });

beforeEach(() => usePreviewStore.setState({ persona: 'self' }));
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('the in-place design check of a block', () => {
  it('shows the design of the combination in view, and marks the block while open', async () => {
    const { sent, panel, opener } = openPanel(
      (request) =>
        designsOf([design({ breakpoint: 'mobile', width: 539 }), design({ phase: 'live', width: 1000 }), design({})])(request) ?? refuse(404, 'none'),
    );
    expect(document.activeElement).toBe(panel);
    expect(within(panel).getByText('For Desktop (1920 px), phase Pre-event, seen as Attendee.')).toBeTruthy();
    expect(await within(panel).findByText('Design: 1200 × 400 px, uploaded by Sid Siteeditor.')).toBeTruthy();
    expect(within(panel).getByRole('img', { name: 'Design of hero' }).getAttribute('src')).toBe('/api/v1/qa/files/aaaa.png');
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/qa/designs', search: '?page=%2Fhome&block=hero' });
    expect(document.getElementById('hero')?.hasAttribute('data-qa-checking')).toBe(true);
    expect(within(panel).getByRole('button', { name: 'Compare with the design' })).toHaveProperty('disabled', false);
    expect(opener).not.toBe(document.activeElement);
  });

  it('says when the block has no design for the previewed attendee type', async () => {
    act(() => usePreviewStore.setState({ persona: 'anonymous' }));
    const { panel } = openPanel((request) => designsOf([design({})])(request) ?? refuse(404, 'none'));
    expect(await within(panel).findByText('No design is registered for this block here yet.')).toBeTruthy();
    expect(within(panel).getByText(/seen as Anonymous visitor\.$/)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Compare with the design' })).toHaveProperty('disabled', true);
  });

  it('shows why the designs could not be loaded', async () => {
    const { panel } = openPanel(() => refuse(403, 'QA is for site editors and testers'));
    expect((await within(panel).findByRole('alert')).textContent).toBe('The designs could not be loaded: QA is for site editors and testers');
  });

  it('uploads an image, registers it as the design of the combination and shows it', async () => {
    const stored = design({ designUrl: '/api/v1/qa/files/bbbb.png', width: 640, height: 200 });
    const { sent, panel } = openPanel((request) => {
      if (request.method === 'PUT' && request.path === '/siteeditor/file') return { status: 200, body: { url: '/uploads/abc.png' } };
      if (request.method === 'PUT' && request.path === '/qa/designs') return { status: 200, body: stored };
      return designsOf([])(request) ?? refuse(404, 'none');
    });
    await within(panel).findByText('No design is registered for this block here yet.');
    await userEvent.upload(within(panel).getByLabelText('Upload a design image (PNG, JPEG or GIF)'), png());
    expect(await within(panel).findByText('Design: 640 × 200 px, uploaded by Sid Siteeditor.')).toBeTruthy();
    expect(sent.find((request) => request.path === '/qa/designs' && request.method === 'PUT')?.body).toEqual({
      page: '/home',
      block: 'hero',
      breakpoint: 'desktop',
      phase: 'pre-event',
      attendeeType: 'attendee',
      imageUrl: '/uploads/abc.png',
    });
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it('shows the server’s reason when the upload is refused, and registers nothing', async () => {
    const { sent, panel } = openPanel((request) => {
      if (request.path === '/siteeditor/file') return refuse(415, 'Only PNG, JPEG and GIF images are accepted, with a matching name and content-type');
      return designsOf([])(request) ?? refuse(500, 'unexpected');
    });
    await within(panel).findByText('No design is registered for this block here yet.');
    await userEvent.upload(within(panel).getByLabelText('Upload a design image (PNG, JPEG or GIF)'), png());
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'The design was not saved: Only PNG, JPEG and GIF images are accepted, with a matching name and content-type',
    );
    expect(sent.some((request) => request.method === 'PUT' && request.path === '/qa/designs')).toBe(false);
  });

  it('shows the server’s reason when the design is refused after the upload', async () => {
    const { panel } = openPanel((request) => {
      if (request.path === '/siteeditor/file') return { status: 200, body: { url: '/uploads/abc.png' } };
      if (request.method === 'PUT' && request.path === '/qa/designs') return refuse(400, 'The image is larger than 40 megapixels');
      return designsOf([])(request) ?? refuse(500, 'unexpected');
    });
    await within(panel).findByText('No design is registered for this block here yet.');
    await userEvent.upload(within(panel).getByLabelText('Upload a design image (PNG, JPEG or GIF)'), png());
    expect((await within(panel).findByRole('alert')).textContent).toBe('The design was not saved: The image is larger than 40 megapixels');
  });

  it('refuses a file that is no image before sending it', async () => {
    const { sent, panel } = openPanel((request) => designsOf([])(request) ?? refuse(500, 'unexpected'));
    await within(panel).findByText('No design is registered for this block here yet.');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(within(panel).getByLabelText('Upload a design image (PNG, JPEG or GIF)'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('The design was not saved: only .png, .jpeg, .jpg and .gif images are accepted');
    expect(sent.map((request) => request.method)).toEqual(['GET']);
  });

  it('offers QA testers no upload', async () => {
    const { panel } = openPanel((request) => designsOf([design({})])(request) ?? refuse(404, 'none'), { canUpload: false });
    await within(panel).findByText('Design: 1200 × 400 px, uploaded by Sid Siteeditor.');
    expect(within(panel).queryByLabelText('Upload a design image (PNG, JPEG or GIF)')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Use the block as drawn now as the design' })).toBeNull();
  });

  it('closes on Escape; the block is unmarked and focus goes back to the tool that opened it', async () => {
    const { panel, onClose, opener, view } = openPanel((request) => designsOf([])(request) ?? refuse(404, 'none'));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(panel.contains(document.activeElement)).toBe(true);
    view.unmount();
    expect(document.getElementById('hero')?.hasAttribute('data-qa-checking')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
