import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { block } from './helpers/fixtures';
import { renderPage } from './helpers/render-page';

describe('page renderer', () => {
  it('renders root blocks in document order and nests children inside blocks that accept them', () => {
    const group = block('test-group', { label: 'Agenda' }, { contentId: 'agenda' });
    renderPage([
      block('test-text', { text: 'First' }),
      group,
      block('test-text', { text: 'Inside one' }, { parentId: 'agenda' }),
      block('test-text', { text: 'Last' }),
      block('test-text', { text: 'Inside two' }, { parentId: 'agenda' }),
    ]);

    const paragraphs = screen.getAllByRole('paragraph').map((p) => p.textContent);
    expect(paragraphs).toEqual(['First', 'Inside one', 'Inside two', 'Last']);
    const region = screen.getByRole('region', { name: 'Agenda' });
    expect(within(region).getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['Inside one', 'Inside two']);
  });

  it('does not render nested blocks of a type that does not accept children', () => {
    renderPage([block('test-leaf', { label: 'Leaf' }, { contentId: 'leaf' }), block('test-text', { text: 'Orphan' }, { parentId: 'leaf' })]);
    expect(screen.getByRole('region', { name: 'Leaf' })).toBeTruthy();
    expect(screen.queryByText('Orphan')).toBeNull();
  });

  it('renders nothing for an unknown component to visitors, and names it to editors', () => {
    const unknown = block('mystery-widget', {}, { contentId: 'mystery-1' });
    const { unmount } = renderPage([unknown, block('test-text', { text: 'Still here' })]);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText('Still here')).toBeTruthy();
    unmount();

    renderPage([unknown], { isEditor: true });
    expect(screen.getByRole('note').textContent).toBe('Unknown component "mystery-widget" (id mystery-1)');
  });

  it('shows editors a note in place of a crashing block; its siblings still render', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(
      [block('test-text', { text: 'Before' }), block('test-throws', {}, { contentId: 'bad-block' }), block('test-text', { text: 'After' })],
      { isEditor: true },
    );
    expect(screen.getByRole('note').textContent).toBe('Component "test-throws" (id bad-block) failed to render');
    expect(screen.getByText('Before')).toBeTruthy();
    expect(screen.getByText('After')).toBeTruthy();
    consoleError.mockRestore();
  });

  it('hides a crashing block from visitors without breaking the page', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const group = block('test-group', { label: 'Box' }, { contentId: 'box' });
    renderPage([group, block('test-throws', {}, { parentId: 'box' }), block('test-text', { text: 'Sibling' }, { parentId: 'box' })]);
    expect(screen.queryByRole('note')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Box' })).getByText('Sibling')).toBeTruthy();
    consoleError.mockRestore();
  });
});
