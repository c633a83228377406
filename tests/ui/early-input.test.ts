import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyInput } from '../../src/app/server-rendering/early-input';

describe('what a visitor does before the app takes a server-drawn page over', () => {
  afterEach(() => document.body.replaceChildren());

  it('presses the buttons pressed meanwhile again, and the shortcuts typed with nothing focused, once', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<button type="button"><span>Tue, Mar 9</span></button><a href="#elsewhere">Elsewhere</a><form><input aria-label="Search"><button>Search</button></form>';
    document.body.append(root);
    const doAgain = holdEarlyInput(root);
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
    doAgain();
    doAgain();
    expect(done).toEqual(['button', 'key Insert']);
  });

  it('holds nothing once the app has it', () => {
    const root = document.createElement('div');
    root.innerHTML = '<button type="button">Filter</button>';
    document.body.append(root);
    holdEarlyInput(root)();
    const done: string[] = [];
    root.querySelector('button')?.addEventListener('click', () => done.push('button'));
    root.querySelector('button')?.click();
    expect(done).toEqual(['button']);
  });
});
