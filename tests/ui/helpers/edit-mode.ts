import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { useEditorLauncher } from '../../../src/app/editing/editor-launcher-store';
import { renderApp, resetClientState } from './render-app';

/** Opens the home page, then edit mode on it; resolves with the editor's bar. */
export async function openEditMode(): Promise<HTMLElement> {
  renderApp('/en-us/home');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit page' }));
  return screen.findByRole('toolbar', { name: 'Page editor' });
}

/** Hooks for a suite that opens edit mode: a fresh client before each test, edit mode closed after it. */
export function prepareEditMode(): void {
  // The overlay is a lazy chunk: loaded once up front, so a slow first transform on a busy machine times no test out.
  beforeAll(() => import('../../../src/editor/overlay'), 30_000);
  beforeEach(() => resetClientState());
  afterEach(() => act(() => useEditorLauncher.setState({ mode: 'none', guard: null })));
}

/** Selects a block on the canvas as the keyboard does (focusing its frame); only the selected block shows its tools. */
export async function selectBlock(contentId: string): Promise<HTMLElement> {
  const frame = await screen.findByRole('group', { name: new RegExp(`^Block ${contentId} \\(`) });
  act(() => frame.focus());
  return screen.findByRole('toolbar', { name: new RegExp(`^Tools for ${contentId} \\(`) });
}
