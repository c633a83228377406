import { describe, expect, it } from 'vitest';
import { loadHtmlSanitizer } from '../../server/html/sanitize-html';

describe('the server HTML policy', () => {
  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['several scripts (happy-dom stops after the first)', '<script>a()</script><p>x</p><script>b()</script>', '<p>x</p>'],
    ['an img onerror handler', '<img src="/x.png" alt="Map" onerror="alert(1)">', '<img src="/x.png" alt="Map">'],
    ['an upper-case unquoted handler', '<IMG SRC=/x.png ONERROR=alert(1)>', '<img src="/x.png">'],
    ['a javascript: href', '<a href="javascript:alert(1)">go</a>', '<a>go</a>'],
    ['a mixed-case javascript: href with entities', '<a href="JaVa&#x53;cript:alert(1)">go</a>', '<a>go</a>'],
    ['an svg onload handler', '<svg onload="alert(1)"><circle r="1"></circle></svg>', '<svg><circle r="1"></circle></svg>'],
    ['a style tag', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['a style attribute kept as plain CSS', '<p style="color: red">x</p>', '<p style="color: red">x</p>'],
    ['a full-page overlay, which loses its position', '<div style="position:fixed;inset:0;z-index:9999">Sign in again</div>', '<div>Sign in again</div>'],
    ['an overlay keeping its harmless colours', '<div style="position:fixed;inset:0;background-color:white;color:black">x</div>', '<div style="background-color: white; color: black">x</div>'],
    ['an svg positioned over the page', '<svg style="position:absolute;top:0;width:100vw;height:100vh"></svg>', '<svg></svg>'],
    ['the site’s own classes, some of them fixed over the page', '<div class="toast-area editor-bar">Session expired</div>', '<div>Session expired</div>'],
    ['a background image loaded from elsewhere', '<span style="background:url(https://evil.example/t.png)">x</span>', '<span>x</span>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
    ['a form', '<form action="https://evil.example"><input name="q"></form>', '<input name="q">'],
    ['a target=_blank link without rel', '<a href="https://x.example" target="_blank">x</a>', '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>'],
    ['a target=_blank link with a weaker rel', '<a href="/x" target="_blank" rel="opener">x</a>', '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>'],
    ['a link in the same window', '<a href="/x" target="_self">x</a>', '<a href="/x" target="_self">x</a>'],
    ['a link to a named window, which opens one too', '<a href="https://x.example" target="promo">x</a>', '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>'],
    ['ordinary rich text', '<h3>Venue</h3><ul><li><strong>Hall A</strong></li></ul>', '<h3>Venue</h3><ul><li><strong>Hall A</strong></li></ul>'],
  ])('cleans %s', async (_name, hostile, clean) => {
    const sanitize = await loadHtmlSanitizer();
    expect(sanitize(hostile)).toBe(clean);
  });

  it('loads jsdom once and answers repeated input from its cache', async () => {
    const [first, second] = await Promise.all([loadHtmlSanitizer(), loadHtmlSanitizer()]);
    expect(first).toBe(second);
    expect(first('<p onclick="x()">same</p>')).toBe(second('<p onclick="x()">same</p>'));
  });
});
