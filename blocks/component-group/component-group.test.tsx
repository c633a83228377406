import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../testing/render-block';
import { componentGroup } from './index';

describe('component group', () => {
  it('shows its heading and its nested blocks in order', () => {
    renderBlock(
      componentGroup,
      { heading: 'Plan your visit', gap: 'large', alignment: 'center' },
      {
        children: ['Travel', 'Hotels', 'Food'].map((name) => (
          <article key={name} aria-label={name}>
            {name}
          </article>
        )),
      },
    );
    const group = screen.getByRole('region', { name: 'Plan your visit' });
    expect(within(group).getAllByRole('article').map((child) => child.textContent)).toEqual(['Travel', 'Hotels', 'Food']);
    expect(group.querySelector('.component-group--gap-large.component-group--align-center')).not.toBeNull();
  });

  it('is registered as a block that accepts children', () => {
    expect(componentGroup.acceptsChildren).toBe(true);
  });
});
