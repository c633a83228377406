import { describe, expect, it } from 'vitest';
import { sanitizeInlineStyle } from '../../server/html/inline-style';

describe('inline styles in rich text', () => {
  it.each([
    ['a text colour', 'color: red', 'color: red'],
    ['a hex colour, upper-case property', 'COLOR: #A0b1C2', 'color: #A0b1C2'],
    ['an rgb() colour', 'color: rgb(10, 20, 30)', 'color: rgb(10,20,30)'],
    ['a modern hsl() colour with alpha', 'background-color: hsl(120deg 50% 50% / 0.5)', 'background-color: hsl(120deg 50% 50%/0.5)'],
    ['weight, style and decoration', 'font-weight: 700; font-style: italic; text-decoration: underline wavy red', 'font-weight: 700; font-style: italic; text-decoration: underline wavy red'],
    ['alignment and case', 'text-align: center; text-transform: uppercase', 'text-align: center; text-transform: uppercase'],
    ['margins and paddings within limits', 'margin: 0 auto; padding: 8px 1em; margin-top: 2rem', 'margin: 0 auto; padding: 8px 1em; margin-top: 2rem'],
    ['a font size within limits', 'font-size: 1.5em', 'font-size: 1.5em'],
    ['a thin table border', 'border: 1px solid #ccc; border-collapse: collapse', 'border: 1px solid #ccc; border-collapse: collapse'],
    ['a sized image', 'width: 50%; max-width: 100%; height: auto', 'width: 50%; max-width: 100%; height: auto'],
    ['a comment between name and value', 'color:/* x */blue', 'color: blue'],
  ])('keeps %s', (_name, style, kept) => {
    expect(sanitizeInlineStyle(style)).toBe(kept);
  });

  it.each([
    ['the full-page overlay', 'position:fixed;inset:0;z-index:9999', ''],
    ['an overlay around a harmless colour', 'position: fixed; top: 0; left: 0; color: red; z-index: 9999', 'color: red'],
    ['absolute positioning and offsets', 'position: absolute; top: -100px; left: 0; right: 0; bottom: 0', ''],
    ['a transform that moves text over the page', 'transform: translate(0, -500px) scale(40)', ''],
    ['a width beyond limits', 'width: 100vw; height: 5000px', ''],
    ['a calc() escaping the limits', 'width: calc(100% + 400px); margin: calc(1px)', ''],
    ['negative margins that pull text over its neighbours', 'margin-top: -2000px; margin: -1em', ''],
    ['spacing beyond limits', 'padding: 5000px; margin: 100em', ''],
    ['a huge font size', 'font-size: 900px', ''],
    ['a background image', 'background-color: red; background: url(https://evil.example/a.png)', 'background-color: red'],
    ['a url() in a colour', 'color: url(javascript:alert(1))', ''],
    ['an IE expression', 'color: expression(alert(1)); width: expression(document.body.clientWidth)', ''],
    ['a custom property and var()', '--x: fixed; position: var(--x); color: var(--c, red)', ''],
    ['generated content and behaviours', 'content: "x"; behavior: url(a.htc); -moz-binding: url(b.xml)', ''],
    ['!important kept off a harmless declaration', 'color: red !important', 'color: red'],
    ['an escaped property name', 'posit\\69 on: fixed; col\\6fr: red', ''],
    ['an escaped keyword', 'color: r\\65 d; text-align: \\63 enter', ''],
    ['a declaration smuggled in a string', 'font-style: "; position: fixed"; color: blue', 'color: blue'],
    ['a broken declaration swallowing the next one', 'color: red }; position: fixed', ''],
    ['a value of the wrong kind', 'color: 12px; text-align: red; font-weight: 5000', ''],
    ['an opacity and display trick', 'opacity: 0; display: none; visibility: hidden', ''],
    ['an empty or junk attribute', ' ;;; {', ''],
  ])('drops %s', (_name, style, kept) => {
    expect(sanitizeInlineStyle(style)).toBe(kept);
  });
});
