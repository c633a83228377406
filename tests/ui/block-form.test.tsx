import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useStore } from 'zustand';
import { sectionHeading } from '../../blocks/section-heading';
import { createAppRegistry, type AppBlockType } from '../../src/app/block-contract';
import { PageContext } from '../../src/app/page-context';
import { PageRenderer } from '../../src/app/renderer/page-renderer';
import { RegistryContext } from '../../src/app/renderer/registry-context';
import type { BlockInstance } from '../../src/engine';
import { viewedBlock, viewedBlocks } from '../../src/editor/forms/block-lookup';
import { formValidator } from '../../src/editor/forms/form-validator';
import Inspector from '../../src/editor/forms/inspector';
import { OverlayContext, type OverlayActions } from '../../src/editor/overlay/editor-context';
import { createEditorStore, type EditorStore } from '../../src/editor/store';
import { demoPageContext } from '../../storybook/demo-page-context';

const registry = createAppRegistry([sectionHeading as unknown as AppBlockType<never>]);
const EMPTY: BlockInstance[] = [];

const intro = (): BlockInstance => ({
  component: 'section-heading',
  contentId: 'intro',
  key: 'intro',
  props: { heading: 'Welcome', headingLevel: 2 },
});

function openPage(blocks: BlockInstance[] = [intro()]): EditorStore {
  const store = createEditorStore({ phase: 'pre-event' });
  store.getState().loadPage('home', { 'pre-event': { env: 'cont', page: 'home', phase: 'pre-event', revision: 1, blocks } });
  store.getState().selectBlock('intro');
  return store;
}

/** The page as the overlay draws it, beside the settings panel, both on one store. */
function Editing({ store, onClose }: { store: EditorStore; onClose(): void }) {
  const blocks = useStore(store, (state) => viewedBlocks(state) ?? EMPTY);
  const actions: OverlayActions = { editPhases: vi.fn(), addBlock: vi.fn(), editBlock: vi.fn(), editJson: vi.fn(), openHistory: vi.fn(), checkDesign: vi.fn() };
  return (
    <RegistryContext.Provider value={registry}>
      <OverlayContext.Provider value={{ store, page: 'home', actions }}>
        <PageContext.Provider value={demoPageContext({ isEditor: true })}>
          <PageRenderer blocks={blocks} />
        </PageContext.Provider>
        <Inspector focusRequest={1} onClose={onClose} />
      </OverlayContext.Provider>
    </RegistryContext.Provider>
  );
}

function setup(blocks?: BlockInstance[]) {
  const store = openPage(blocks);
  const onClose = vi.fn();
  render(<Editing store={store} onClose={onClose} />);
  const panel = screen.getByRole('region', { name: 'Settings of intro' });
  const props = () => viewedBlock(store.getState(), 'intro')?.props ?? {};
  const steps = () => store.getState().history.home?.past.length ?? 0;
  return { store, panel, onClose, props, steps };
}

describe('the block settings panel', () => {
  it('compiles its validator while the browser is idle, so the first keystroke does not pay for it', async () => {
    const id = 'urn:confsite:block-form:section-heading';
    formValidator().ajv.removeSchema(id);
    setup();
    expect(formValidator().ajv.getSchema(id)).toBeUndefined();
    await waitFor(() => expect(formValidator().ajv.getSchema(id)).toBeDefined());
  });

  it('takes focus and shows the selected block’s props as a form generated from its schema', () => {
    const { panel } = setup();
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Settings of intro' }));
    expect((within(panel).getByRole('textbox', { name: 'Heading' }) as HTMLInputElement).value).toBe('Welcome');
    // The shared wrapper settings come along, in their own sections.
    for (const section of ['Content', 'Layout', 'Background', 'Anchor link', 'Visibility', 'Permissions']) {
      expect(within(panel).getByText(section, { selector: 'summary' })).toBeTruthy();
    }
    // A closed section draws its fields only once opened.
    expect(within(panel).queryByRole('checkbox', { name: 'Hide on mobile' })).toBeNull();
    const visibility = within(panel).getByText('Visibility', { selector: 'summary' }).parentElement as HTMLDetailsElement;
    visibility.open = true;
    fireEvent(visibility, new Event('toggle'));
    expect(within(panel).getByRole('checkbox', { name: 'Hide on mobile' })).toBeTruthy();
  });

  it('edits the page as you type, and undo takes a whole burst back in one step', async () => {
    const { store, panel, props, steps } = setup();
    const heading = within(panel).getByRole('textbox', { name: 'Heading' });
    await userEvent.clear(heading);
    await userEvent.type(heading, 'Our awards');

    await waitFor(() => expect(props().heading).toBe('Our awards'));
    expect(screen.getByRole('heading', { level: 2, name: 'Our awards' })).toBeTruthy();
    expect(steps()).toBe(1);

    // A new focus is a new burst.
    const subheading = within(panel).getByRole('textbox', { name: 'Subheading' });
    await userEvent.type(subheading, 'For 2027');
    await waitFor(() => expect(props().subheading).toBe('For 2027'));
    expect(steps()).toBe(2);

    act(() => void store.getState().undo());
    expect(props().subheading).toBeUndefined();
    act(() => void store.getState().undo());
    expect(props().heading).toBe('Welcome');
    await waitFor(() => expect((within(panel).getByRole('textbox', { name: 'Heading' }) as HTMLInputElement).value).toBe('Welcome'));
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome' })).toBeTruthy();
  });

  it('paints a keystroke at once in the field and on the page, as one undo step for the burst', async () => {
    const { panel, props, steps } = setup();
    const heading = within(panel).getByRole('textbox', { name: 'Heading' }) as HTMLInputElement;
    await userEvent.click(heading);
    fireEvent.change(heading, { target: { value: 'Welcome!' } });
    expect(props().heading).toBe('Welcome!');
    fireEvent.change(heading, { target: { value: 'Welcome!!' } });
    expect(heading.value).toBe('Welcome!!');
    expect(props().heading).toBe('Welcome!!');
    await waitFor(() => expect(steps()).toBe(1));

    fireEvent.change(heading, { target: { value: 'Welcome back' } });
    fireEvent.blur(heading);
    expect(props().heading).toBe('Welcome back');
    expect(steps()).toBe(1);
  });

  it('clearing a field removes the prop instead of storing an empty value', async () => {
    const { panel, props } = setup();
    await userEvent.clear(within(panel).getByRole('textbox', { name: 'Heading' }));
    await waitFor(() => expect(props()).toEqual({ headingLevel: 2 }));
  });

  it('shows the schema’s rules as messages in the editor’s language, next to the field', async () => {
    const { panel, props } = setup();
    const level = within(panel).getByRole('spinbutton', { name: 'Heading level' });
    await userEvent.clear(level);
    await userEvent.type(level, '9');
    expect(await within(panel).findByText('Must be at most 6.')).toBeTruthy();
    expect(level.getAttribute('aria-describedby')).toContain('__error');
    // The page still follows the form; the server refuses the save until it is fixed.
    expect(props().headingLevel).toBe(9);

    await userEvent.clear(level);
    await userEvent.type(level, '3');
    await waitFor(() => expect(within(panel).queryByText('Must be at most 6.')).toBeNull());
  });

  it('opens a closed section when a field in it breaks a rule', async () => {
    const { panel } = setup();
    const layout = within(panel).getByText('Layout', { selector: 'summary' }).parentElement as HTMLDetailsElement;
    expect(layout.open).toBe(false);
    await userEvent.click(within(panel).getByText('Layout', { selector: 'summary' }));
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Wrapper class' }), 'bad!');
    expect(await within(layout).findByText(/Contains characters that are not allowed here/)).toBeTruthy();
  });

  it('edits who may see the block, one list per rule, as one undo step per burst', async () => {
    const { store, panel, steps } = setup();
    const permissions = within(panel).getByText('Permissions', { selector: 'summary' });
    await userEvent.click(permissions);
    const group = within(permissions.parentElement as HTMLElement).getByRole('group', { name: 'Required scopes' });
    await userEvent.click(within(group).getByRole('button', { name: 'Add to Required scopes' }));
    await userEvent.type(within(group).getByRole('textbox'), 'speaker');

    await waitFor(() => expect(viewedBlock(store.getState(), 'intro')?.permissions).toEqual({ requireScope: 'speaker' }));
    expect(steps()).toBe(1);
    act(() => void store.getState().undo());
    expect(viewedBlock(store.getState(), 'intro')?.permissions).toBeUndefined();
  });

  it('closes on Escape and says so when nothing is selected', () => {
    const { store, panel, onClose } = setup();
    fireEvent.keyDown(within(panel).getByRole('textbox', { name: 'Heading' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    act(() => store.getState().selectBlock(null));
    expect(within(panel).getByText('Select a block to edit its settings.')).toBeTruthy();
  });
});
