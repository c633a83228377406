import { describe, expect, it } from 'vitest';
import { messageParts, type MessagePart } from '../../src/engine/lazy/message-links';

const text = (value: string): MessagePart => ({ kind: 'text', text: value });
const link = (value: string, href = value): MessagePart => ({ kind: 'link', text: value, href });

describe('a message body as text and links', () => {
  it.each<[string, string, MessagePart[]]>([
    ['empty', '', []],
    ['plain text', 'See you at 10', [text('See you at 10')]],
    ['one address', 'https://example.com/agenda', [link('https://example.com/agenda')]],
    ['an address in a sentence', 'Slides: https://example.com/s?id=1#p2 thanks', [text('Slides: '), link('https://example.com/s?id=1#p2'), text(' thanks')]],
    ['http too', 'http://example.com', [link('http://example.com', 'http://example.com/')]],
    ['the scheme in capitals', 'HTTPS://Example.com/A', [link('HTTPS://Example.com/A', 'https://example.com/A')]],
    ['a full stop after it', 'Go to https://example.com.', [text('Go to '), link('https://example.com', 'https://example.com/'), text('.')]],
    ['a comma and more after it', 'https://a.example/x, https://b.example/y!', [link('https://a.example/x'), text(', '), link('https://b.example/y'), text('!')]],
    ['several marks after it', 'Really? https://example.com/x?!...', [text('Really? '), link('https://example.com/x'), text('?!...')]],
    ['in brackets', '(see https://example.com/x)', [text('(see '), link('https://example.com/x'), text(')')]],
    ['with brackets of its own', 'https://en.wikipedia.org/wiki/C_(language)', [link('https://en.wikipedia.org/wiki/C_(language)')]],
    ['with brackets of its own, in brackets', '(https://en.wikipedia.org/wiki/C_(language))', [text('('), link('https://en.wikipedia.org/wiki/C_(language)'), text(')')]],
    ['in quotes', 'He said "https://example.com/x"', [text('He said "'), link('https://example.com/x'), text('"')]],
    ['in angle brackets', '<https://example.com/x>', [text('<'), link('https://example.com/x'), text('>')]],
    ['followed by CJK punctuation', '请看https://example.com/x。谢谢', [text('请看'), link('https://example.com/x'), text('。谢谢')]],
    ['on its own lines', 'a\nhttps://example.com/x\nb', [text('a\n'), link('https://example.com/x'), text('\nb')]],
    ['ended by a space, even one typed by mistake', 'https://exa mple.com', [link('https://exa', 'https://exa/'), text(' mple.com')]],
    ['a scheme without a host', 'http:// nothing', [text('http:// nothing')]],
    ['glued to a word', 'xhttps://example.com', [text('xhttps://example.com')]],
    ['an address without a scheme', 'www.example.com', [text('www.example.com')]],
  ])('%s', (_case, body, parts) => {
    expect(messageParts(body)).toEqual(parts);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'mailto:someone@example.com',
    '<a href="javascript:alert(1)">click</a>',
    '<img src=x onerror=alert(1)>',
  ])('never links %j, and keeps it as text', (body) => {
    const parts = messageParts(body);
    expect(parts.filter((part) => part.kind === 'link')).toEqual([]);
    expect(parts.map((part) => part.text).join('')).toBe(body);
  });

  it('links only the http address inside a javascript: text, with an http href', () => {
    const parts = messageParts("javascript:location='http://evil.example/'");
    expect(parts.filter((part) => part.kind === 'link')).toEqual([link('http://evil.example/')]);
    expect(parts.map((part) => part.text).join('')).toBe("javascript:location='http://evil.example/'");
  });

  it('gives an encoded href, so no quote or angle bracket reaches an attribute', () => {
    const [part] = messageParts("https://example.com/it's/ünïcode");
    expect(part).toEqual(link("https://example.com/it's/ünïcode", "https://example.com/it's/%C3%BCn%C3%AFcode"));
  });

  it('keeps every character of the body, in order', () => {
    const body = 'Hi (https://a.example/x), see https://b.example/y. And http://c.example!';
    expect(messageParts(body).map((part) => part.text).join('')).toBe(body);
  });
});
