import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDrawerStore } from '../shared/lazy/expandable-drawer-store';
import { renderBlock } from '../testing/render-block';
import { expandableDrawer } from './index';
import type { ExpandableDrawerProps } from './props.gen';

const faq: ExpandableDrawerProps = { title: 'Where do I pick up my badge?', body: 'At the registration desk in the North hall.' };

beforeEach(() => {
  localStorage.clear();
  useDrawerStore.setState({ chosen: {}, mounted: {}, bulk: null });
});

describe('expandable drawer', () => {
  it('opens and closes from its title, showing its text and nested blocks inside a labelled region', async () => {
    const user = userEvent.setup();
    renderBlock(expandableDrawer, { ...faq, titleLevel: 2 }, { children: <p>Bring a photo ID.</p> });
    const toggle = await screen.findByRole('button', { name: 'Where do I pick up my badge?' });
    expect(screen.getByRole('heading', { level: 2, name: 'Where do I pick up my badge?' })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Where do I pick up my badge?' });
    expect(panel.textContent).toBe('At the registration desk in the North hall.Bring a photo ID.');

    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('starts open by default when the editor says so', async () => {
    renderBlock(expandableDrawer, { ...faq, defaultExpanded: true });
    expect((await screen.findByRole('button')).getAttribute('aria-expanded')).toBe('true');
  });

  it("remembers the visitor's own choice over the default, across visits", async () => {
    const user = userEvent.setup();
    const first = renderBlock(expandableDrawer, { ...faq, defaultExpanded: true });
    await user.click(await screen.findByRole('button'));
    first.unmount();
    expect(JSON.parse(localStorage.getItem('confsite.drawers') ?? '{}')).toMatchObject({ state: { chosen: { 'home/expandable-drawer-preview': false } } });

    renderBlock(expandableDrawer, { ...faq, defaultExpanded: true });
    expect((await screen.findByRole('button')).getAttribute('aria-expanded')).toBe('false');
  });
});
