import { describe, expect, it } from 'vitest';
import type { BlockInstance } from '../../src/engine';
import type { JsonSchema } from '../../src/engine/lazy/validation';
import { EACH_ITEM } from '../../server/content/marked-props';
import { createAnonymousView, signedInOnlyProps } from '../../server/content/signed-in-only';
import { fromRoot } from '../../server/paths';
import { loadSchemaSet } from '../../server/schemas/load';

const address = (mark: unknown) => ({ type: 'string', 'x-signed-in-only': mark });
const schemaOf = (properties: Record<string, unknown>): JsonSchema => ({ $id: 'https://confsite.dev/blocks/player/schema.json', type: 'object', properties });

/** The props of one `player` block as an anonymous visitor receives them. */
async function anonymousProps(properties: Record<string, unknown>, props: Record<string, unknown>) {
  const marked = signedInOnlyProps({ shared: [], blocks: { player: schemaOf(properties) } });
  const block: BlockInstance = { component: 'player', contentId: 'p', key: 'p', props };
  const [seen] = await createAnonymousView(async () => marked)([block]);
  return seen?.props;
}

describe('props kept from anonymous visitors (x-signed-in-only)', () => {
  it('marks the stream and video addresses of the real block schemas, and only those', async () => {
    const marked = signedInOnlyProps(await loadSchemaSet({ sharedDir: fromRoot('schemas'), blocksDir: fromRoot('blocks') }));
    const readable = Object.fromEntries([...marked].map(([name, props]) => [name, props.map(({ path, mark }) => `/${path.join('/')} ${mark === 'always' ? 'always' : `${mark.levels}/${mark.pointer.join('/')}`}`)]));
    expect(readable).toEqual({
      'studio-player': ['/videoUrl always'],
      'inline-video-player': ['/videoUrl 1/requiresAuth', '/captions 1/requiresAuth'],
      'hero-blade': ['/assetData/videoUrl 2/videoRequiresAuth'],
      'festival-blade': [`/cards/${EACH_ITEM}/media/video/url 1/requiresAuth`, `/cards/${EACH_ITEM}/media/video/simpleVideoConfig/captions 2/requiresAuth`],
    });
  });

  it('leaves out a prop marked true, and leaves a prop that is not set unset', async () => {
    expect(await anonymousProps({ videoUrl: address(true), title: { type: 'string' } }, { videoUrl: 'https://stream.example.com/live', title: 'Live' })).toEqual({
      title: 'Live',
    });
    expect(await anonymousProps({ videoUrl: address(true) }, { title: 'Nothing to play' })).toEqual({ title: 'Nothing to play' });
  });

  it('leaves out a prop while the boolean its pointer names is true, counting levels up through objects and array items', async () => {
    const card = {
      type: 'object',
      properties: {
        requiresAuth: { type: 'boolean' },
        url: address('1/requiresAuth'),
        config: { type: 'object', properties: { captions: address('2/requiresAuth') } },
        poster: { type: 'string' },
      },
    };
    const properties = { cards: { type: 'array', items: card }, hero: { type: 'object', properties: { videoUrl: address('2/gated') } }, gated: { type: 'boolean' } };
    const gated = { requiresAuth: true, url: 'https://cdn.example/a.mp4', config: { captions: 'https://cdn.example/a.vtt' }, poster: '/a.jpg' };
    const open = { requiresAuth: false, url: 'https://cdn.example/b.mp4', config: { captions: 'https://cdn.example/b.vtt' } };
    expect(await anonymousProps(properties, { cards: [gated, open], hero: { videoUrl: 'https://cdn.example/hero.mp4' }, gated: true })).toEqual({
      cards: [{ requiresAuth: true, config: {}, poster: '/a.jpg' }, open],
      hero: {},
      gated: true,
    });
    expect(await anonymousProps(properties, { hero: { videoUrl: 'https://cdn.example/hero.mp4' } })).toEqual({ hero: { videoUrl: 'https://cdn.example/hero.mp4' } });
  });

  it.each<[string, unknown]>([
    ['a value that is neither true nor a relative pointer', 'requiresAuth'],
    ['false', false],
    ['a pointer to the prop itself', '0/requiresAuth'],
    ['a pointer above the block', '2/requiresAuth'],
  ])('refuses %s', (_story, mark) => {
    expect(() => signedInOnlyProps({ shared: [], blocks: { player: schemaOf({ videoUrl: address(mark) }) } })).toThrow(/x-signed-in-only/);
  });
});
