import { describe, expect, it } from 'vitest';
import type { SocialHandles } from '../../schemas/generated/social-handles';
import { socialLinks, teamChatLink } from '../../src/engine/lazy/social-links';

const linkOf = (network: keyof SocialHandles, value: string) => socialLinks({ [network]: value })[0];

describe('social links (spec 1 §5)', () => {
  it.each<[keyof SocialHandles, string, string | undefined, string | undefined]>([
    ['twitter', '@ada_l', 'https://x.com/ada_l', '@ada_l'],
    ['twitter', 'ada_l', 'https://x.com/ada_l', '@ada_l'],
    ['twitter', 'https://twitter.com/ada_l', 'https://x.com/ada_l', '@ada_l'],
    ['twitter', 'https://www.x.com/ada_l/?ref=bio', 'https://x.com/ada_l', '@ada_l'],
    ['twitter', 'https://evil.example/ada_l', undefined, undefined],
    ['twitter', 'javascript:alert(1)', undefined, undefined],
    ['linkedin', 'ada-lovelace', 'https://www.linkedin.com/in/ada-lovelace', 'ada-lovelace'],
    ['linkedin', 'in/ada-lovelace', 'https://www.linkedin.com/in/ada-lovelace', 'ada-lovelace'],
    ['linkedin', 'linkedin.com/in/ada-lovelace', 'https://www.linkedin.com/in/ada-lovelace', 'ada-lovelace'],
    ['linkedin', 'https://www.linkedin.com/in/ada-lovelace/', 'https://www.linkedin.com/in/ada-lovelace', 'ada-lovelace'],
    ['linkedin', 'josé-garcía', 'https://www.linkedin.com/in/jos%C3%A9-garc%C3%ADa', 'josé-garcía'],
    ['github', 'adal', 'https://github.com/adal', 'adal'],
    ['github', '@adal', 'https://github.com/adal', 'adal'],
    ['github', 'github.com/adal', 'https://github.com/adal', 'adal'],
    ['github', 'https://github.com/adal', 'https://github.com/adal', 'adal'],
    ['github', 'https://gitlab.com/adal', undefined, undefined],
    ['bluesky', 'ada.bsky.social', 'https://bsky.app/profile/ada.bsky.social', '@ada.bsky.social'],
    ['bluesky', '@ada.bsky.social', 'https://bsky.app/profile/ada.bsky.social', '@ada.bsky.social'],
    ['youtube', '@adacodes', 'https://www.youtube.com/@adacodes', '@adacodes'],
    ['youtube', 'https://www.youtube.com/@adacodes', 'https://www.youtube.com/@adacodes', '@adacodes'],
    ['instagram', 'ada.codes', 'https://www.instagram.com/ada.codes', '@ada.codes'],
    ['facebook', 'ada.lovelace', 'https://www.facebook.com/ada.lovelace', 'ada.lovelace'],
    ['website', 'https://ada.example.com/about', 'https://ada.example.com/about', 'ada.example.com/about'],
    ['website', 'http://ada.example.com', 'http://ada.example.com', 'ada.example.com'],
    ['website', 'lovelace.example.org', 'https://lovelace.example.org', 'lovelace.example.org'],
    ['website', 'javascript:alert(1)', undefined, undefined],
    ['website', 'not a site', undefined, undefined],
  ])('%s %s → %s', (network, value, href, label) => {
    const link = linkOf(network, value);
    expect(link?.href).toBe(href);
    expect(link?.label).toBe(label);
    if (link) expect(link.network).toBe(network);
  });

  it('lists the links in a fixed order, skipping blanks', () => {
    const links = socialLinks({ website: 'ada.example.com', github: 'adal', twitter: '@ada', linkedin: '  ' });
    expect(links.map((link) => link.network)).toEqual(['twitter', 'github', 'website']);
  });

  it('builds the team-chat link from an email address, and none from anything else', () => {
    expect(teamChatLink('ada@example.com')).toEqual({ network: 'teamChat', href: 'https://teams.microsoft.com/l/chat/0/0?users=ada%40example.com', label: 'ada@example.com' });
    expect(teamChatLink('not-an-address')).toBeUndefined();
  });
});
