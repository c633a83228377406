import { describe, expect, it } from 'vitest';
import { neighbourOf } from '../../src/editor/overlay/block-navigation';
import { homeBlocks } from './fixtures';

describe('arrow keys between blocks', () => {
  const blocks = homeBlocks();

  it('go to the previous and next sibling, and stop at the ends', () => {
    expect(neighbourOf(blocks, 'group-a', 'ArrowUp')).toBe('hero');
    expect(neighbourOf(blocks, 'group-a', 'ArrowDown')).toBe('group-b');
    expect(neighbourOf(blocks, 'card-1', 'ArrowDown')).toBe('card-2');
    expect(neighbourOf(blocks, 'card-2', 'ArrowDown')).toBeUndefined();
    expect(neighbourOf(blocks, 'hero', 'ArrowUp')).toBeUndefined();
  });

  it('go into the first nested block and out to the parent', () => {
    expect(neighbourOf(blocks, 'group-a', 'ArrowRight')).toBe('card-1');
    expect(neighbourOf(blocks, 'card-1', 'ArrowRight')).toBe('card-1-text');
    expect(neighbourOf(blocks, 'card-1-text', 'ArrowLeft')).toBe('card-1');
    expect(neighbourOf(blocks, 'hero', 'ArrowLeft')).toBeUndefined();
    expect(neighbourOf(blocks, 'hero', 'ArrowRight')).toBeUndefined();
    expect(neighbourOf(blocks, 'missing', 'ArrowDown')).toBeUndefined();
  });
});
