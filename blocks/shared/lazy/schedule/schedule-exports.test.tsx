import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageContext, useShellStore } from '../../../../src/app/block-kit';
import { demoPageContext, demoSettings } from '../../../../storybook/demo-page-context';
import { stubFetch, type SentRequest } from '../../../testing/fake-fetch';
import { avery } from '../../../testing/profile-samples';
import { CalendarExport } from './CalendarExport';
import { DOWNLOAD_STARTING_MS, TripReportButton } from './TripReportButton';

/** A fake API answering by `METHOD /path?query` (below /api/v1); requests are recorded. */
const stubApi = (answers: Record<string, () => Response>) =>
  stubFetch(({ method, path, search }) => answers[`${method} ${path}${search}`]?.() ?? { status: 404, body: { error: 'NotFound', message: path } });

const called = (sent: readonly SentRequest[]) => sent.map((request) => `${request.method} ${request.path}${request.search}`);

const features = (changes: Record<string, boolean>) => ({ settings: { ...demoSettings, features: { ...demoSettings.features, ...changes } } });

function show(children: ReactNode, context = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PageContext.Provider value={demoPageContext({ page: 'favorites', user: avery, scopes: avery.scopes, locale: 'de-de', ...context })}>{children}</PageContext.Provider>
    </QueryClientProvider>,
  );
}

const links = (token: string) => ({ https: `https://confsite.test/api/v1/schedule/feed/${token}.ics?lang=de-de`, webcal: `webcal://confsite.test/api/v1/schedule/feed/${token}.ics?lang=de-de` });
const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let clicked: { href: string; download: string }[] = [];
beforeEach(() => {
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  useShellStore.setState({ toasts: [] });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('TripReportButton', () => {
  it('goes from working on it to download starting, and is ready again 1.5 s later', async () => {
    let finish: (response: Response) => void = () => undefined;
    const report = new Promise<Response>((resolve) => (finish = resolve));
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      sent.push(String(input));
      return report;
    });
    show(<TripReportButton />);
    const button = screen.getByRole('button', { name: 'Download trip report' }) as HTMLButtonElement;
    fireEvent.click(button);
    expect(button.textContent).toBe('Preparing your trip report…');
    expect(button.disabled).toBe(true);
    finish(new Response(new Blob(['docx'], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })));
    await waitFor(() => expect(button.textContent).toBe('Your download is starting'));
    const startedAt = Date.now();
    expect(button.disabled).toBe(true);
    expect(clicked).toEqual([expect.objectContaining({ download: 'trip-report.docx' })]);
    expect(sent).toEqual(['/api/v1/schedule/tripreport/de-de']);
    await waitFor(() => expect(button.textContent).toBe('Download trip report'), { timeout: DOWNLOAD_STARTING_MS + 2000 });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(DOWNLOAD_STARTING_MS - 100);
    expect(button.disabled).toBe(false);
  });

  it('says so in a toast when the report cannot be made, and is ready again', async () => {
    stubApi({ 'GET /schedule/tripreport/de-de': () => jsonResponse({ error: 'InternalServerError', message: 'down' }, 500) });
    show(<TripReportButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Download trip report' }));
    await waitFor(() => expect(useShellStore.getState().toasts).toEqual([expect.objectContaining({ message: 'translate.base.favorite.download-trip-report-error', kind: 'error' })]));
    expect((screen.getByRole('button', { name: 'Download trip report' }) as HTMLButtonElement).disabled).toBe(false);
    expect(clicked).toEqual([]);
  });

  it('is not there while trip reports are switched off', () => {
    show(<TripReportButton />, features({ showTripReportAction: false }));
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('CalendarExport', () => {
  it('downloads the calendar in the page language and shows the subscription links with copy buttons', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const sent = stubApi({ 'GET /schedule/webcal?lang=de-de': () => jsonResponse(links('first')) });
    show(<CalendarExport />);
    expect(screen.getByRole('link', { name: 'Download calendar (.ics)' }).getAttribute('href')).toBe('/api/v1/schedule/ics?lang=de-de');
    expect(sent).toEqual([]);
    const subscribe = screen.getByRole('button', { name: 'Subscribe in your calendar' });
    fireEvent.click(subscribe);
    expect(subscribe.getAttribute('aria-expanded')).toBe('true');
    const https = (await screen.findByRole('textbox', { name: 'Calendar link (https)' })) as HTMLInputElement;
    expect(https.value).toBe(links('first').https);
    expect((screen.getByRole('textbox', { name: 'Calendar link (webcal)' }) as HTMLInputElement).value).toBe(links('first').webcal);
    expect(screen.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).toBe(links('first').webcal);
    fireEvent.click(screen.getAllByRole('button', { name: 'Copy' })[0] as HTMLElement);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(links('first').https));
    expect(await screen.findByText('Copied to the clipboard.')).toBeTruthy();
  });

  it('makes a new link only once confirmed, and shows it', async () => {
    const sent = stubApi({
      'GET /schedule/webcal?lang=de-de': () => jsonResponse(links('first')),
      'POST /schedule/webcal/token?lang=de-de': () => jsonResponse(links('second')),
    });
    show(<CalendarExport />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe in your calendar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Make a new link' }));
    const dialog = screen.getByRole('dialog', { name: 'Make a new calendar link?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Go back' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(called(sent)).toEqual(['GET /schedule/webcal?lang=de-de']);

    fireEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Calendar link (https)' }) as HTMLInputElement).value).toBe(links('second').https));
    expect(called(sent)).toEqual(['GET /schedule/webcal?lang=de-de', 'POST /schedule/webcal/token?lang=de-de']);
  });

  it('turns the link off once confirmed and closes the panel without asking for a new one', async () => {
    const sent = stubApi({
      'GET /schedule/webcal?lang=de-de': () => jsonResponse(links('first')),
      'DELETE /schedule/webcal/token': () => new Response(null, { status: 204 }),
    });
    show(<CalendarExport />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe in your calendar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off the link' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Turn off your calendar link?' })).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe in your calendar' }).getAttribute('aria-expanded')).toBe('false'));
    expect(useShellStore.getState().toasts).toEqual([expect.objectContaining({ message: 'translate.base.schedule.calendar.revoked' })]);
    expect(called(sent)).toEqual(['GET /schedule/webcal?lang=de-de', 'DELETE /schedule/webcal/token']);
  });

  it('shows only what the flags allow', () => {
    const { unmount } = show(<CalendarExport />, features({ enableWebCal: false }));
    expect(screen.getByRole('link', { name: 'Download calendar (.ics)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe in your calendar' })).toBeNull();
    unmount();
    show(<CalendarExport />, features({ enableWebCal: false, showDownloadToCalendar: false }));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
