import { describe, expect, it } from 'vitest';
import type { Facet } from '../../../schemas/generated/facet';
import { AVATAR_COLOURS, avatarColour, initials } from '../../../blocks/shared/lazy/catalogue/cards/avatar-colour';
import { activeChips, removeChip } from '../../../blocks/shared/lazy/catalogue/chips/active-chips';
import { lastPageOf, pageWindow } from '../../../blocks/shared/lazy/catalogue/paging/page-window';
import { initialCatalogueState } from '../../../blocks/shared/lazy/catalogue/state/catalogue-state';

describe('page window', () => {
  it.each([
    [1, 10, 5, [1, 2, 3, 4, 5]],
    [2, 10, 5, [1, 2, 3, 4, 5]],
    [6, 10, 5, [4, 5, 6, 7, 8]],
    [10, 10, 5, [6, 7, 8, 9, 10]],
    [2, 3, 5, [1, 2, 3]],
    [5, 10, 3, [4, 5, 6]],
    [1, 10, 3, [1, 2, 3]],
    [10, 10, 3, [8, 9, 10]],
    [1, 1, 5, [1]],
  ])('page %i of %i with %i links → %j', (current, last, links, expected) => {
    expect(pageWindow(current, last, links)).toEqual(expected);
  });

  it('counts pages, at least one', () => {
    expect(lastPageOf(0, 12)).toBe(1);
    expect(lastPageOf(12, 12)).toBe(1);
    expect(lastPageOf(13, 12)).toBe(2);
  });
});

describe('filter chips', () => {
  const topic: Facet = {
    key: 'topic',
    displayName: 'translate.base.facets.topic',
    isVisible: true,
    filters: [{ value: 'Cloud', displayName: 'Cloud', count: 9, children: [{ value: 'Cloud|Containers', displayName: 'Containers', count: 4, children: [] }] }],
  };

  it('names filters from the answer, else by the last level of the value', () => {
    const state = { ...initialCatalogueState(), filters: [{ facet: 'topic', value: 'Cloud|Containers' }, { facet: 'level', value: 'AI|Agents' }] };
    expect(activeChips(state, [topic])).toEqual([
      { kind: 'filter', filter: { facet: 'topic', value: 'Cloud|Containers' }, facetName: 'translate.base.facets.topic', valueName: 'Containers' },
      { kind: 'filter', filter: { facet: 'level', value: 'AI|Agents' }, facetName: 'level', valueName: 'Agents' },
    ]);
  });

  it('shows the time chip only for 23.5 hours or less', () => {
    const timeChips = (start: number, end: number) => activeChips({ ...initialCatalogueState(), start, end }, []);
    expect(timeChips(0, 1410)).toEqual([{ kind: 'time', start: 0, end: 1410 }]);
    expect(timeChips(0, 1425)).toEqual([]);
    expect(timeChips(0, 1440)).toEqual([]);
  });

  it('removes each chip with the matching action', () => {
    const chips = activeChips({ ...initialCatalogueState(), filters: [{ facet: 'level', value: '300' }], start: 60, end: 120, toggles: ['onDemand'] }, []);
    expect(chips.map(removeChip)).toEqual([
      { type: 'removeFilter', filter: { facet: 'level', value: '300' } },
      { type: 'clearTime' },
      { type: 'setToggle', toggle: 'onDemand', on: false },
    ]);
  });
});

describe('avatar fallback', () => {
  it('picks one of 16 colours by the character sum of the id', () => {
    expect(avatarColour('A')).toBe(65 % AVATAR_COLOURS);
    expect(avatarColour('att-00042')).toBe([...'att-00042'].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 16);
    expect(avatarColour('')).toBe(0);
  });

  it('takes the initials of the first and last names', () => {
    expect(initials('Ada King Lovelace')).toBe('AL');
    expect(initials('  grace  ')).toBe('G');
    expect(initials('李 小龙')).toBe('李小');
    expect(initials('')).toBe('');
  });
});
