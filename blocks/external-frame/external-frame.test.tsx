import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageContextValue } from '../../src/app/block-kit';
import { loadPropsValidator } from '../../tests/ui/helpers/props-validator';
import { allowingOrigins } from '../testing/allowing-origins';
import { renderBlock } from '../testing/render-block';
import { externalFrame } from './index';
import type { ExternalFrameProps } from './props.gen';

await import('./lazy/ExternalFrame');

async function show(props: ExternalFrameProps, context?: Partial<PageContextValue>) {
  const view = renderBlock(externalFrame, props, { context: { ...allowingOrigins('frame', ['https://forms.example.com']), ...context } });
  await act(async () => {});
  return view;
}

const form: ExternalFrameProps = { url: 'https://forms.example.com/feedback', title: 'Session feedback form' };

describe('external frame', () => {
  it('frames the page with its title for screen readers, 600 px high by default', async () => {
    await show(form);
    const frame = screen.getByTitle('Session feedback form');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://forms.example.com/feedback');
    expect(frame.getAttribute('height')).toBe('600');
    expect(frame.getAttribute('loading')).toBe('lazy');
  });

  it('takes its height from the block', async () => {
    await show({ ...form, height: 900 });
    expect(screen.getByTitle('Session feedback form').getAttribute('height')).toBe('900');
  });

  it('never lets the framed page navigate the site away, and goes full screen only when allowed', async () => {
    const { unmount } = await show(form);
    const sandbox = screen.getByTitle('Session feedback form').getAttribute('sandbox') ?? '';
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-top-navigation');
    expect(screen.getByTitle('Session feedback form').hasAttribute('allowfullscreen')).toBe(false);
    unmount();
    await show({ ...form, allowFullscreen: true });
    expect(screen.getByTitle('Session feedback form').hasAttribute('allowfullscreen')).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<p>hi</p>', '//evil.example/page', '/sessions'])(
    'frames no %s: visitors see nothing, editors a note',
    async (url) => {
      const { container, unmount } = await show({ ...form, url });
      expect(container.querySelector('iframe')).toBeNull();
      expect(container.textContent).toBe('');
      unmount();
      await show({ ...form, url }, { isEditor: true });
      expect(screen.getByRole('note').textContent).toBe(`External frame: "${url}" is not an http:// or https:// address.`);
    },
  );

  it('frames no page from outside the site editors’ allow-list: editors learn why, visitors see nothing', async () => {
    const foreign = { ...form, url: 'https://evil.example.com/form' };
    const editor = await show(foreign, { isEditor: true });
    expect(screen.getByRole('note').textContent).toMatch(/^Pages from https:\/\/evil\.example\.com may not be framed on this site\./);
    expect(document.querySelector('iframe')).toBeNull();
    editor.unmount();
    const visitor = await show(foreign);
    expect(visitor.container.textContent).toBe('');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('asks editors for an address while it has none', async () => {
    await show({ title: 'Feedback' }, { isEditor: true });
    expect(screen.getByRole('note').textContent).toBe('External frame: add the http(s) address of the page to show.');
  });

  it('has a schema that accepts only http(s) addresses and requires a title', async () => {
    const validator = await loadPropsValidator();
    expect(validator.validateProps('external-frame', form)).toEqual([]);
    expect(validator.validateProps('external-frame', { ...form, url: 'javascript:alert(1)' }).map((issue) => issue.path)).toEqual(['/url']);
    expect(validator.validateProps('external-frame', { url: form.url }).map((issue) => issue.path)).toEqual(['/title']);
  });
});
