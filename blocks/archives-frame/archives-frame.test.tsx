import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderBlock } from '../testing/render-block';
import { archivesFrame } from './index';
import type { ArchivesFrameProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const archives: ArchivesFrameProps = {
  ...blockDefaults(archivesFrame),
  frameTitle: 'Session archive',
  archives: [
    { id: '2026', label: 'Summit 2026', url: 'https://archive.example.com/2026' },
    { id: '2025', label: 'Summit 2025', url: 'https://archive.example.com/2025' },
    { id: 'legacy', label: 'Legacy', url: 'javascript:alert(1)' },
  ],
};

const frame = () => document.querySelector('iframe') as HTMLIFrameElement;

beforeAll(() => import('./lazy/ArchivesFrame'));

describe('archives frame', () => {
  it('frames the first edition lazily, sandboxed and titled for screen readers, at the set height', async () => {
    renderBlock(archivesFrame, archives);
    expect(await screen.findByRole('heading', { name: 'Archives' })).toBeTruthy();
    expect(frame().getAttribute('src')).toBe('https://archive.example.com/2026');
    expect(frame().title).toBe('Session archive: Summit 2026');
    expect(frame().getAttribute('loading')).toBe('lazy');
    expect(frame().getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(frame().getAttribute('height')).toBe('600');
    expect(frame().hasAttribute('allowfullscreen')).toBe(true);
  });

  it('switches editions from the picker, offering only editions with an http(s) address', async () => {
    renderBlock(archivesFrame, archives);
    const picker = await screen.findByRole('combobox', { name: 'Edition' });
    expect([...(picker as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Summit 2026', 'Summit 2025']);
    await userEvent.setup().selectOptions(picker, '2025');
    expect(frame().getAttribute('src')).toBe('https://archive.example.com/2025');
    const open = screen.getByRole('link', { name: /^Open Summit 2025/ });
    expect(open.getAttribute('href')).toBe('https://archive.example.com/2025');
    expect(open.getAttribute('target')).toBe('_blank');
  });

  it('opens the edition of the route (/archives/{id}) first, else the configured default', async () => {
    const { unmount } = renderBlock(archivesFrame, { ...archives, defaultArchive: '2025' }, { context: { page: 'archives', params: { id: '2026' } } });
    await screen.findByRole('combobox');
    expect(frame().getAttribute('src')).toBe('https://archive.example.com/2026');
    unmount();
    renderBlock(archivesFrame, { ...archives, defaultArchive: '2025' });
    await screen.findByRole('combobox');
    expect(frame().getAttribute('src')).toBe('https://archive.example.com/2025');
  });

  it('needs no picker for a single edition', async () => {
    renderBlock(archivesFrame, { ...archives, archives: archives.archives?.slice(0, 1) });
    await screen.findByRole('heading', { name: 'Archives' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(frame().getAttribute('src')).toBe('https://archive.example.com/2026');
  });

  it('frames no edition from outside the site editors’ allow-list: editors learn why, visitors keep the link', async () => {
    const foreign = { ...archives, archives: [{ id: '2024', label: 'Summit 2024', url: 'https://old-archive.example.net/2024' }] };
    const editor = renderBlock(archivesFrame, foreign, { context: { isEditor: true } });
    expect((await screen.findByRole('note')).textContent).toMatch(/^Pages from https:\/\/old-archive\.example\.net may not be framed/);
    expect(document.querySelector('iframe')).toBeNull();
    editor.unmount();
    renderBlock(archivesFrame, foreign);
    expect((await screen.findByRole('link', { name: /Summit 2024/ })).getAttribute('href')).toBe('https://old-archive.example.net/2024');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('tells editors when no edition can be framed, and shows visitors nothing', async () => {
    const unusable = { ...archives, archives: [{ id: 'x', label: 'X', url: 'ftp://archive.example/x' }] };
    const { container, unmount } = renderBlock(archivesFrame, unusable);
    await waitFor(() => expect(container.querySelector('.block-loading')).toBeNull());
    expect(container.querySelector('iframe')).toBeNull();
    unmount();
    renderBlock(archivesFrame, unusable, { context: { isEditor: true } });
    expect((await screen.findByRole('note')).textContent).toBe('Add at least one edition with an http:// or https:// address.');
  });
});
