import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageContextValue } from '../../src/app/block-kit';
import { renderBlock } from '../testing/render-block';
import { socialShare } from './index';
import { orderedLinks } from './lazy/social-order';
import type { SocialShareProps } from './props.gen';

await import('./lazy/SocialShare');

async function show(props: SocialShareProps, context?: Partial<PageContextValue>) {
  const view = renderBlock(socialShare, props, { context });
  await act(async () => {});
  return view;
}

const links: SocialShareProps['links'] = {
  website: 'https://confsite.dev',
  linkedin: 'https://www.linkedin.com/company/confsite',
  tiktok: 'https://www.tiktok.com/@confsite',
  bluesky: 'https://bsky.app/profile/confsite.dev',
};

describe('social share order', () => {
  it('puts the networks of socialOrder first, then the rest in the default order', () => {
    expect(orderedLinks(links, ['bluesky', 'tiktok']).map((link) => link.network)).toEqual(['bluesky', 'tiktok', 'website', 'linkedin']);
  });

  it('keeps the default order without socialOrder and skips networks without an http(s) address', () => {
    const shown = orderedLinks({ ...links, github: 'javascript:alert(1)', youtube: '' });
    expect(shown.map((link) => link.network)).toEqual(['website', 'linkedin', 'tiktok', 'bluesky']);
  });
});

describe('social share block', () => {
  it('lists the links under the follow label, in the chosen order, each opening in a new window', async () => {
    await show({ followLabel: 'translate.base.blocks.social-share.follow', links, socialOrder: ['bluesky', 'tiktok'] });
    const list = screen.getByRole('list', { name: 'Follow us' });
    const shown = within(list).getAllByRole('link');
    expect(shown.map((link) => link.textContent)).toEqual([
      'Bluesky (opens in a new window)',
      'TikTok (opens in a new window)',
      'Website (opens in a new window)',
      'LinkedIn (opens in a new window)',
    ]);
    expect(shown[0]?.getAttribute('href')).toBe('https://bsky.app/profile/confsite.dev');
    expect(shown[0]?.getAttribute('target')).toBe('_blank');
    expect(shown[0]?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows a literal follow label as written', async () => {
    await show({ followLabel: 'Stay in touch', links });
    expect(screen.getByRole('list', { name: 'Stay in touch' })).toBeTruthy();
  });

  it('paints the links in the chosen colours', async () => {
    await show({ links: { github: 'https://github.com/confsite' }, linkColor: '#ffffff', linkBackgroundColor: '#202020' });
    const name = screen.getByText('GitHub');
    expect(name.style.color).toBe('#ffffff');
    expect(name.style.backgroundColor).toBe('#202020');
  });

  it('without any address shows visitors nothing and tells editors', async () => {
    const { container, unmount } = await show({ links: {} });
    expect(container.textContent).toBe('');
    unmount();
    await show({ links: {} }, { isEditor: true });
    expect(screen.getByRole('note').textContent).toBe('Social share: add at least one http(s) profile address.');
  });
});
