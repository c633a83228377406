import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShellStore } from '../../src/app/block-kit';
import { ROLE_SCOPES } from '../../src/engine';
import { renderBlock } from '../testing/render-block';
import { chatWidget } from './index';
import { CHAT_LOAD_TIMEOUT_MS, CHAT_POLL_MS, globalFunction } from './lazy/chat-loader';
import type { ChatWidgetProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const framed: ChatWidgetProps = { ...blockDefaults(chatWidget), embedUrl: 'https://chat.example.com/room' };
const scripted: ChatWidgetProps = { ...blockDefaults(chatWidget), mode: 'script', scriptUrl: 'https://chat.example.com/widget.js', openFunction: 'ExampleChat.open' };
const signedIn = { scopes: ROLE_SCOPES.attendee };
const happyDom = (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM;
const providerScripts = () => [...document.head.querySelectorAll('script[data-chat-widget]')].map((script) => script.getAttribute('src'));

async function openChat(props: ChatWidgetProps, context = {}) {
  const view = renderBlock(chatWidget, props, { context });
  fireEvent.click(await screen.findByRole('button', { name: 'Chat with us' }));
  return view;
}

beforeAll(() => import('./lazy/ChatWidget'));
beforeEach(() => {
  useShellStore.setState({ cookieConsent: 'accepted' });
  // happy-dom runs no scripts: the provider's script "loads", and each test defines what it would have defined.
  happyDom.settings.handleDisabledFileLoadingAsSuccess = true;
});
afterEach(() => {
  vi.useRealTimers();
  useShellStore.setState({ cookieConsent: null });
  happyDom.settings.handleDisabledFileLoadingAsSuccess = false;
  for (const script of document.head.querySelectorAll('script[data-chat-widget]')) script.remove();
  delete (window as { ExampleChat?: unknown }).ExampleChat;
});

describe('chat widget', () => {
  it('loads nothing of the provider until the visitor opens it', async () => {
    renderBlock(chatWidget, framed, { context: signedIn });
    const launcher = await screen.findByRole('button', { name: 'Chat with us' });
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(launcher);
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    const frame = screen.getByTitle('Live help chat');
    expect(frame.getAttribute('src')).toBe('https://chat.example.com/room');
  });

  it('asks anonymous visitors to sign in first, and loads nothing', async () => {
    await openChat(framed);
    expect(screen.getByRole('dialog', { name: 'Live help chat' })).toBeTruthy();
    expect(screen.getByText('Sign in to chat with us.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en-us/sign-in');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('asks for cookie consent, and loads the chat once the visitor accepts', async () => {
    useShellStore.setState({ cookieConsent: 'declined' });
    await openChat(framed, signedIn);
    expect(screen.getByText('The chat uses cookies. Accept cookies to chat with us.')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(useShellStore.getState().cookieConsent).toBe('accepted');
    expect(screen.getByTitle('Live help chat').getAttribute('src')).toBe('https://chat.example.com/room');
  });

  it('needs no consent with bypassConsent, and no sign-in with allowAnonymous', async () => {
    useShellStore.setState({ cookieConsent: null });
    const { unmount } = await openChat({ ...framed, bypassConsent: true }, signedIn);
    expect(screen.getByTitle('Live help chat')).toBeTruthy();
    unmount();
    useShellStore.setState({ cookieConsent: 'accepted' });
    await openChat({ ...framed, allowAnonymous: true });
    expect(screen.getByTitle('Live help chat')).toBeTruthy();
  });

  it('moves focus into the panel, closes on Escape with focus back on the launcher, and keeps the conversation', async () => {
    await openChat(framed, signedIn);
    const panel = screen.getByRole('dialog', { name: 'Live help chat' });
    expect(document.activeElement).toBe(panel);
    const frame = screen.getByTitle('Live help chat');
    fireEvent.keyDown(panel, { key: 'Escape' });
    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(launcher);
    await userEvent.setup().click(launcher);
    expect(screen.getByTitle('Live help chat')).toBe(frame);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds the provider script once and opens its widget as soon as the open function appears (checked every 20 ms)', async () => {
    const open = vi.fn();
    renderBlock(chatWidget, scripted, { context: signedIn });
    const launcher = await screen.findByRole('button', { name: 'Chat with us' });
    vi.useFakeTimers();
    fireEvent.click(launcher);
    expect(providerScripts()).toEqual(['https://chat.example.com/widget.js']);
    expect(screen.getByRole('status').textContent).toBe('Connecting to the chat…');
    expect(launcher.getAttribute('aria-busy')).toBe('true');
    act(() => vi.advanceTimersByTime(100));
    (window as { ExampleChat?: unknown }).ExampleChat = { open };
    await act(async () => vi.advanceTimersByTime(CHAT_POLL_MS - 1));
    expect(open).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(launcher);
    expect(open).toHaveBeenCalledTimes(2);
    expect(providerScripts()).toHaveLength(1);
  });

  it('gives up after the timeout and offers to try again', async () => {
    renderBlock(chatWidget, scripted, { context: signedIn });
    const launcher = await screen.findByRole('button', { name: 'Chat with us' });
    vi.useFakeTimers();
    fireEvent.click(launcher);
    await act(async () => vi.advanceTimersByTime(CHAT_LOAD_TIMEOUT_MS));
    expect(screen.getByRole('status').textContent).toBe('The chat could not be loaded.');
    const open = vi.fn();
    (window as { ExampleChat?: unknown }).ExampleChat = { open };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => vi.advanceTimersByTime(CHAT_POLL_MS));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('reports a script that fails to load at once', async () => {
    happyDom.settings.handleDisabledFileLoadingAsSuccess = false;
    await openChat(scripted, signedIn);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The chat could not be loaded.'));
  });

  it('tells editors when the settings name no usable source, and shows visitors nothing', async () => {
    const broken = { ...blockDefaults(chatWidget), mode: 'script' as const, scriptUrl: 'https://chat.example.com/w.js', openFunction: 'alert(1)' };
    renderBlock(chatWidget, broken, { context: { isEditor: true } });
    expect((await screen.findByRole('note')).textContent).toBe("Add the chat page's address (http or https), or the provider's script and its open function.");
  });

  it('refuses a script or chat page from outside the site editors’ allow-lists: editors learn why, visitors see nothing', async () => {
    const foreign = { ...scripted, scriptUrl: 'https://evil.example.com/widget.js' };
    const editor = renderBlock(chatWidget, foreign, { context: { ...signedIn, isEditor: true } });
    expect((await screen.findByRole('note')).textContent).toBe(
      'Scripts from https://evil.example.com may not run on this site’s pages. A site editor can add the address to the allowed script origins in the site settings.',
    );
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
    editor.unmount();

    // A provider allowed to be framed is not thereby allowed to run its script.
    const framedOnly = { ...scripted, scriptUrl: 'https://embed.bsky.app/widget.js' };
    const visitor = renderBlock(chatWidget, framedOnly, { context: signedIn });
    // The loading placeholder shows nothing either: wait for the block itself, then nothing at all may be there.
    await waitFor(() => expect(visitor.container.querySelector('.block-loading')).toBeNull());
    await act(async () => {});
    expect(visitor.container.innerHTML).toBe('');
    visitor.unmount();

    renderBlock(chatWidget, { ...framed, embedUrl: 'https://evil.example.com/room' }, { context: { ...signedIn, isEditor: true } });
    expect((await screen.findByRole('note')).textContent).toMatch(/^Pages from https:\/\/evil\.example\.com may not be framed/);
    expect(providerScripts()).toEqual([]);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('finds a provider function by its dotted path, bound to its owner', () => {
    const root = { Chat: { name: 'chat', open(this: { name: string }) { return this.name; } }, notAFunction: 1 };
    expect(globalFunction('Chat.open', root)?.()).toBe('chat');
    expect(globalFunction('Chat.close', root)).toBeUndefined();
    expect(globalFunction('notAFunction.open', root)).toBeUndefined();
    expect(globalFunction('Missing.open', root)).toBeUndefined();
  });
});
