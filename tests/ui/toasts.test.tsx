import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastArea } from '../../src/app/shell/toast-area';
import { toast } from '../../src/app/shell/toast';
import { TOAST_AUTO_CLOSE_MS } from '../../src/app/store/toast-slice';
import { resetClientState } from './helpers/render-app';

beforeEach(() => {
  resetClientState();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('closes a toast by itself after 10 seconds', () => {
    render(<ToastArea />);
    act(() => void toast.show({ message: 'Saved your favourite' }));
    expect(screen.getByText('Saved your favourite')).toBeTruthy();

    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1));
    expect(screen.getByText('Saved your favourite')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved your favourite')).toBeNull();
    expect(TOAST_AUTO_CLOSE_MS).toBe(10_000);
  });

  it('keeps a persistent toast until it is dismissed', () => {
    render(<ToastArea />);
    act(() => void toast.show({ message: 'You are offline', kind: 'warning', persistent: true }));
    act(() => vi.advanceTimersByTime(60_000));
    const item = screen.getByText('You are offline').closest('li');
    expect(item?.className).toContain('toast--warning');

    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByText('You are offline')).toBeNull();
  });

  it('translates keys and announces toasts politely', () => {
    render(<ToastArea />);
    act(() => void toast.show({ message: 'translate.base.renderer.disabled', values: { id: 'hero' } }));
    const message = screen.getByText('Component hero is disabled');
    expect(message.closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
  });
});
