import { act, createElement, useState, type ChangeEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { blockTakenOver, holdEarlyInput, takingOver } from '../../src/app/server-rendering/early-input';

/** The input is done again in a task of its own, after the effects of the commit that took the page over. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('what a visitor does before the app takes a server-drawn page over', () => {
  afterEach(() => document.body.replaceChildren());

  it('presses the buttons pressed meanwhile again, and the shortcuts typed with nothing focused, once', async () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<button type="button"><span>Tue, Mar 9</span></button><a href="#elsewhere">Elsewhere</a><form><input aria-label="Search"><button>Search</button></form>';
    document.body.append(root);
    const { takeOver, doAgain } = holdEarlyInput(root);
    root.querySelector('span')?.click();
    root.querySelector('a')?.click();
    root.querySelector('form button')?.addEventListener('click', (event) => event.preventDefault());
    (root.querySelector('form button') as HTMLButtonElement).click();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Insert', bubbles: true }));
    root.querySelector('input')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));

    const done: string[] = [];
    root.querySelector('button')?.addEventListener('click', () => done.push('button'));
    root.querySelector('a')?.addEventListener('click', (event) => (event.preventDefault(), done.push('link')));
    root.querySelector('form button')?.addEventListener('click', () => done.push('submit'));
    window.addEventListener('keydown', (event) => done.push(`key ${event.key}`));
    takeOver(() => {});
    doAgain();
    doAgain();
    await nextTask();
    expect(done).toEqual(['button', 'key Insert']);
  });

  it("gives the app the choices made in fields before it took the page over, as if they were made afterwards", async () => {
    function Filters() {
      const [track, setTrack] = useState('all');
      const [query, setQuery] = useState('');
      const [saved, setSaved] = useState(false);
      return createElement(
        'form',
        null,
        createElement('select', { 'aria-label': 'Track', value: track, onChange: (event: ChangeEvent<HTMLSelectElement>) => setTrack(event.target.value) }, createElement('option', { value: 'all' }, 'All'), createElement('option', { value: 'ai' }, 'AI')),
        createElement('input', { 'aria-label': 'Search', value: query, onChange: (event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value) }),
        createElement('input', { type: 'checkbox', 'aria-label': 'Saved', checked: saved, onChange: (event: ChangeEvent<HTMLInputElement>) => setSaved(event.target.checked) }),
        createElement('output', null, `${track}|${query}|${saved}`),
      );
    }
    const root = document.createElement('div');
    root.innerHTML = renderToString(createElement(Filters));
    document.body.append(root);
    // Chosen before the app's code has even run: nothing listened, the fields' values tell.
    const select = root.querySelector('select') as HTMLSelectElement;
    select.value = 'ai';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const search = root.querySelector('input[aria-label="Search"]') as HTMLInputElement;
    search.value = 'rust';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    (root.querySelector('input[type="checkbox"]') as HTMLInputElement).click();
    const { takeOver, doAgain } = holdEarlyInput(root);

    await act(async () => {
      takeOver(() => hydrateRoot(root, createElement(Filters)));
    });
    expect(root.querySelector('output')?.textContent).toBe('all||false');
    await act(async () => {
      doAgain();
      await nextTask();
    });
    expect(root.querySelector('output')?.textContent).toBe('ai|rust|true');
    expect([select.value, search.value, (root.querySelector('input[type="checkbox"]') as HTMLInputElement).checked]).toEqual(['ai', 'rust', true]);
  });

  it('holds nothing once the app has it', () => {
    const root = document.createElement('div');
    root.innerHTML = '<button type="button">Filter</button>';
    document.body.append(root);
    const early = holdEarlyInput(root);
    early.takeOver(() => {});
    early.doAgain();
    const done: string[] = [];
    root.querySelector('button')?.addEventListener('click', () => done.push('button'));
    root.querySelector('button')?.click();
    expect(done).toEqual(['button']);
  });

  it('leaves clicks to React from the moment it takes over, but does a change React missed again, and holds keys until the shell is taken over', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<button type="button">Filter</button><select aria-label="Track"><option>all</option><option>ai</option></select>';
    document.body.append(root);
    const early = holdEarlyInput(root);
    early.takeOver(() => {});
    const button = root.querySelector('button') as HTMLButtonElement;
    button.click();
    const select = root.querySelector('select') as HTMLSelectElement;
    select.value = 'ai';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true }));

    const done: string[] = [];
    button.addEventListener('click', () => done.push('button'));
    select.addEventListener('change', () => done.push('change'));
    window.addEventListener('keydown', (event) => done.push(`key ${event.key}`));
    early.doAgain();
    await nextTask();
    expect(done).toEqual(['change', 'key /']);
    expect(select.value).toBe('ai');

    // Once the part is taken over, a change is React's alone.
    select.value = 'all';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await nextTask();
    expect(done).toEqual(['change', 'key /', 'change']);
    expect(takingOver()).toBe(false);
  });

  it('does again what was done in a block once that block has been taken over, not with the shell', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<div class="block" id="outer"><button type="button">Outer</button><div class="block" id="inner"><button type="button">Inner</button></div></div>';
    document.body.append(root);
    const early = holdEarlyInput(root);
    for (const button of root.querySelectorAll('button')) button.click();
    const done: string[] = [];
    for (const button of root.querySelectorAll('button')) button.addEventListener('click', () => done.push(button.textContent ?? ''));
    early.takeOver(() => {});
    early.doAgain();
    await nextTask();
    expect(done).toEqual([]);
    blockTakenOver('inner');
    await nextTask();
    expect(done).toEqual(['Inner']);
    expect(takingOver()).toBe(true);
    blockTakenOver('outer');
    await nextTask();
    expect(done).toEqual(['Inner', 'Outer']);
    expect(takingOver()).toBe(false);
  });

  it('keeps a click React dropped in a block still waiting for its code, and does again the newest value typed', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<div class="block" id="late"><button type="button">Add</button><input aria-label="Search" value=""></div>';
    document.body.append(root);
    const early = holdEarlyInput(root);
    // What React does with a click on a part whose code has not come: it stops it at the root, where it listens.
    let codeCame = false;
    early.takeOver(() => root.addEventListener('click', (event) => codeCame || event.stopPropagation(), true));
    const button = root.querySelector('button') as HTMLButtonElement;
    const search = root.querySelector('input') as HTMLInputElement;
    search.value = 'secur';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    button.click();
    // Typed on after React took the field over: the field's own value is the newest.
    search.value = 'security';

    const done: string[] = [];
    button.addEventListener('click', () => done.push('button'));
    search.addEventListener('input', () => done.push(`input ${search.value}`));
    codeCame = true;
    blockTakenOver('late');
    early.doAgain();
    await nextTask();
    expect(done).toEqual(['input security', 'button']);
    expect(takingOver()).toBe(false);
  });
});
