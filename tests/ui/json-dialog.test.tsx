import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sectionHeading } from '../../blocks/section-heading';
import { createAppRegistry, type AppBlockType } from '../../src/app/block-contract';
import { RegistryContext } from '../../src/app/renderer/registry-context';
import type { BlockInstance } from '../../src/engine';
import { viewedBlock } from '../../src/editor/forms/block-lookup';
import JsonDialog from '../../src/editor/forms/json-dialog';
import { OverlayContext, type OverlayActions } from '../../src/editor/overlay/editor-context';
import { createEditorStore } from '../../src/editor/store';

// Monaco needs a real browser (e2e/editor-forms.spec.ts types into it); here a text area stands in for it.
vi.mock('../../src/editor/forms/json-code-editor', () => ({
  default: ({ initial, label, onChange }: { initial: string; label: string; onChange(text: string): void }) => (
    <textarea aria-label={label} defaultValue={initial} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const registry = createAppRegistry([sectionHeading as unknown as AppBlockType<never>]);
const intro: BlockInstance = { component: 'section-heading', contentId: 'intro', key: 'intro', props: { heading: 'Welcome' } };

function setup() {
  const store = createEditorStore({ phase: 'pre-event' });
  store.getState().loadPage('home', { 'pre-event': { env: 'cont', page: 'home', phase: 'pre-event', revision: 1, blocks: [intro] } });
  const onClose = vi.fn();
  const actions: OverlayActions = { editPhases: vi.fn(), addBlock: vi.fn(), editBlock: vi.fn(), editJson: vi.fn(), openHistory: vi.fn(), checkDesign: vi.fn() };
  render(
    <RegistryContext.Provider value={registry}>
      <OverlayContext.Provider value={{ store, page: 'home', actions }}>
        <JsonDialog contentId="intro" onClose={onClose} />
      </OverlayContext.Provider>
    </RegistryContext.Provider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Edit intro as JSON' });
  return { store, onClose, dialog };
}

function replaceText(field: HTMLElement, text: string): void {
  fireEvent.change(field, { target: { value: text } });
}

describe('the JSON dialog', () => {
  it('enables Save only for valid, changed JSON, and saves through the store', async () => {
    const { store, onClose, dialog } = setup();
    const field = await within(dialog).findByRole('textbox', { name: 'JSON of intro' });
    const save = within(dialog).getByRole('button', { name: 'Save block' });
    expect(save).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('status').textContent).toBe('No changes yet.');

    replaceText(field, '{ "component": "section-heading", ');
    expect(save).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('status').textContent).toMatch(/^This is not valid JSON: /);

    replaceText(field, JSON.stringify({ ...intro, props: { heading: 'Welcome', headingLevel: 9 } }));
    expect(save).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('status').textContent).toContain('Problems to fix before saving (1):');
    expect(within(dialog).getByText('/props/headingLevel')).toBeTruthy();

    replaceText(field, JSON.stringify({ ...intro, props: { heading: 'Our awards' } }));
    expect(within(dialog).getByRole('status').textContent).toBe('Valid and changed: ready to save.');
    await userEvent.click(save);
    expect(viewedBlock(store.getState(), 'intro')?.props).toEqual({ heading: 'Our awards' });
    expect(store.getState().history.home?.past).toHaveLength(1);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('refuses a new id with a message in the editor’s language', async () => {
    const { dialog } = setup();
    const field = await within(dialog).findByRole('textbox', { name: 'JSON of intro' });
    replaceText(field, JSON.stringify({ ...intro, contentId: 'renamed' }));
    expect(within(dialog).getByText('The block ID cannot be changed here.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save block' })).toHaveProperty('disabled', true);
  });

  it('closes without saving on Cancel', async () => {
    const { store, onClose, dialog } = setup();
    const field = await within(dialog).findByRole('textbox', { name: 'JSON of intro' });
    replaceText(field, JSON.stringify({ ...intro, props: { heading: 'Changed' } }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(viewedBlock(store.getState(), 'intro')?.props).toEqual({ heading: 'Welcome' });
  });
});
