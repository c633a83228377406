import { composeStories, type Args } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { blockTypes } from '../../blocks';
import { createAppRegistry } from '../../src/app/block-contract';
import { contentValidatorFor } from '../../src/editor/forms/schema-library';

type StoriesModule = Parameters<typeof composeStories>[0];

// Stories outside a block's folder (storybook/) show no block, so their args are not block props.
const modules = import.meta.glob<StoriesModule>('../../blocks/*/*.stories.tsx', { eager: true });
const validator = contentValidatorFor(createAppRegistry(blockTypes));
const blockNames = new Set(blockTypes.map((type) => type.name));

const folderOf = (path: string) => path.split('/').at(-2) ?? '';
const blockStories = Object.entries(modules).filter(([path]) => blockNames.has(folderOf(path)));
const storyCases = blockStories.flatMap(([path, module]) =>
  Object.entries<{ args: Args }>(composeStories(module)).map(([name, story]) => [folderOf(path), name, story.args] as const),
);

describe('block stories', () => {
  it('exist for every registered block type', () => {
    const withStories = new Set(blockStories.map(([path]) => folderOf(path)));
    expect([...blockNames].filter((name) => !withStories.has(name))).toEqual([]);
  });

  // Storybook's own merge of project, meta and story args: exactly the props the story hands its block.
  it.each(storyCases)('%s / %s: args are valid props of the block', (block, _story, args) => {
    expect(validator.validateProps(block, args)).toEqual([]);
  });
});
