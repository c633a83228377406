import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useShellStore } from '../../src/app/block-kit';
import { ROLE_SCOPES, type LiveNowItem } from '../../src/engine';
import { allowingOrigins } from '../testing/allowing-origins';
import { renderBlock } from '../testing/render-block';
import { studioPlayer } from './index';
import { reportedHeight } from './lazy/stream-embed';
import type { StudioPlayerProps } from './props.gen';

const frameUrl = 'https://player.example.com/studio/1';
const chat = { enabled: true, embedUrl: 'https://chat.example.com/room/1', title: 'Studio chat' };
const attendee = { scopes: ROLE_SCOPES.attendee };
const anonymous = {};
const show = (props: StudioPlayerProps, context: object = attendee) =>
  renderBlock(studioPlayer, { videoTitle: 'Studio one', ...props }, { context: { ...allowingOrigins('frame', ['https://player.example.com']), ...context } });
const editor = { scopes: ROLE_SCOPES.contenteditor, isEditor: true };

afterEach(() => useShellStore.setState({ testingDate: null }));

describe('studio player', () => {
  it('plays media addresses in a video player and embeds other players in a titled frame', async () => {
    const { unmount } = show({ videoUrl: 'https://media.example.com/live/studio.m3u8' });
    const video = await screen.findByLabelText('Studio one');
    expect([video.tagName, video.getAttribute('src')]).toEqual(['VIDEO', 'https://media.example.com/live/studio.m3u8']);
    unmount();
    show({ videoUrl: frameUrl, iframeAllowAttribute: 'autoplay; fullscreen' });
    const frame = await screen.findByTitle('Studio one');
    expect([frame.tagName, frame.getAttribute('src'), frame.getAttribute('allow')]).toEqual(['IFRAME', frameUrl, 'autoplay; fullscreen']);
  });

  it('shows nothing for an address that is not http(s), and tells editors', async () => {
    const { container, unmount } = show({ videoUrl: 'javascript:alert(1)' });
    await screen.findByText((_, element) => element?.classList.contains('studio-player__screen') ?? false);
    expect(container.querySelector('iframe, video')).toBeNull();
    unmount();
    show({ videoUrl: 'javascript:alert(1)' }, editor);
    expect(await screen.findByText("Set the stream address (http or https) in this block's settings.")).toBeTruthy();
  });

  it('shows anonymous visitors a sign-in prompt in place of the stream, whose address the server keeps from them', async () => {
    // The server blanks the address for them; a page that still holds one does not play it either.
    for (const videoUrl of ['', frameUrl]) {
      const { container, unmount } = show({ videoUrl, chat }, anonymous);
      const stream = await screen.findByRole('group', { name: 'Studio one' });
      expect(within(stream).getByText('Sign in to watch the live stream.')).toBeTruthy();
      expect(within(stream).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en-us/sign-in');
      expect(container.querySelector('video, iframe')).toBeNull();
      unmount();
    }
  });

  it('shows the chat beside the stream to signed-in visitors and a sign-in pane to the others', async () => {
    const { unmount } = show({ videoUrl: frameUrl, chat });
    const sidebar = await screen.findByRole('complementary', { name: 'Studio chat' });
    expect(within(sidebar).getByTitle('Studio chat').getAttribute('src')).toBe(chat.embedUrl);
    unmount();
    show({ videoUrl: frameUrl, chat }, anonymous);
    const pane = await screen.findByRole('complementary', { name: 'Studio chat' });
    expect(within(pane).queryByTitle('Studio chat')).toBeNull();
    expect(within(pane).getByText('Sign in to join the chat.')).toBeTruthy();
    expect(within(pane).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en-us/sign-in');
  });

  it('starts the chat collapsed when asked, and opens and closes it with a button', async () => {
    show({ videoUrl: frameUrl, chat: { ...chat, isHidden: true } });
    const toggle = await screen.findByRole('button', { name: 'Show the chat' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTitle('Studio chat')).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByTitle('Studio chat')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide the chat' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('leaves out a chat without an address, telling only editors', async () => {
    const { container, unmount } = show({ videoUrl: frameUrl, chat: { enabled: true } });
    await screen.findByTitle('Studio one');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(container.querySelector('.studio-player__stage--with-chat')).toBeNull();
    unmount();
    show({ videoUrl: frameUrl, chat: { enabled: true } }, editor);
    expect(await screen.findByText("Set the chat address (http or https) in this block's settings.")).toBeTruthy();
  });

  it('shows the running lines of the live-now ticker only when switched on', async () => {
    const line = (id: string, startsAt: string, endsAt: string, url?: string): LiveNowItem => ({ id, text: { 'en-us': `Line ${id}` }, startsAt, endsAt, url });
    const { settings: allowing } = allowingOrigins('frame', ['https://player.example.com']);
    const settings = {
      ...allowing,
      settings: {
        ...allowing.settings,
        liveNowTicker: [
          line('now', '2027-03-09T09:00:00-08:00', '2027-03-09T10:00:00-08:00', '/sessions/KEY100'),
          line('later', '2027-03-09T11:00:00-08:00', '2027-03-09T12:00:00-08:00'),
        ],
      },
    };
    useShellStore.setState({ testingDate: '2027-03-09T09:30:00-08:00' });
    const { unmount } = show({ videoUrl: frameUrl, enableLiveNowTicker: true }, { ...attendee, settings });
    const ticker = await screen.findByRole('region', { name: 'Live now' });
    expect(within(ticker).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Line now']);
    expect(within(ticker).getByRole('link', { name: 'Line now' }).getAttribute('href')).toBe('/en-us/sessions/KEY100');
    unmount();
    show({ videoUrl: frameUrl, enableLiveNowTicker: false }, { ...attendee, settings });
    await screen.findByTitle('Studio one');
    expect(screen.queryByRole('region', { name: 'Live now' })).toBeNull();
  });

  it("takes the frame's height from its player's messages when asked, from that frame and origin only", async () => {
    show({ videoUrl: frameUrl, obeyPlayerHeight: true });
    const frame = (await screen.findByTitle('Studio one')) as HTMLIFrameElement;
    const post = (data: unknown, origin = 'https://player.example.com', source: unknown = frame.contentWindow) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
      });
    await post({ height: 720 }, 'https://evil.example.com');
    await post({ height: 720 }, 'https://player.example.com', window);
    expect(frame.style.height).toBe('');
    await post('{"height":720}');
    expect(frame.style.height).toBe('720px');
  });

  it('reads a height from an object or JSON text, within bounds', () => {
    expect([{ height: 480.4 }, '{"height":600}', { height: 50 }, { height: 9000 }, 'not json', { width: 3 }, null].map(reportedHeight)).toEqual([
      480,
      600,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
