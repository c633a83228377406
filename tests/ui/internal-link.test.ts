import { describe, expect, it } from 'vitest';
import { internalLinkTarget } from '../../src/app/routing/internal-link';

const here = { origin: 'https://summit.example', pathname: '/en-us/home', search: '' };
const plainClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

function anchor(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const element = document.createElement('a');
  element.setAttribute('href', href);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

describe('internalLinkTarget', () => {
  it.each([
    ['/en-us/get-help', {}, '/en-us/get-help'],
    ['/en-us/sessions?day=2#top', {}, '/en-us/sessions?day=2#top'],
    ['https://summit.example/en-us/speakers', {}, '/en-us/speakers'],
    ['/en-us/get-help', { target: '_self' }, '/en-us/get-help'],
    ['https://register.example.com/x', {}, null],
    ['/en-us/get-help', { target: '_blank' }, null],
    ['/en-us/get-help', { download: '' }, null],
    ['/api/v1/settings', {}, null],
    ['/uploads/design.png', {}, null],
    ['/docs/guide.pdf', {}, null],
    ['#section', {}, null],
    ['mailto:help@summit.example', {}, null],
  ])('%s %o → %s', (href, attributes, expected) => {
    expect(internalLinkTarget(anchor(href, attributes), plainClick, here)).toBe(expected);
  });

  it.each([
    [{ button: 1 }],
    [{ metaKey: true }],
    [{ ctrlKey: true }],
    [{ shiftKey: true }],
    [{ altKey: true }],
    [{ defaultPrevented: true }],
  ])('leaves %o clicks to the browser', (change) => {
    expect(internalLinkTarget(anchor('/en-us/get-help'), { ...plainClick, ...change }, here)).toBeNull();
  });

  it('leaves an anchor without href alone', () => {
    const element = document.createElement('a');
    expect(internalLinkTarget(element, plainClick, here)).toBeNull();
  });
});
