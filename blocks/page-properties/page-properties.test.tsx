import { describe, expect, it } from 'vitest';
import { renderBlock } from '../testing/render-block';
import { pageProperties } from './index';

describe('page properties', () => {
  it('dresses the page body while shown and restores it when the page goes', () => {
    document.body.classList.add('shell');
    const { container, unmount } = renderBlock(pageProperties, {
      backgroundColor: '#101820',
      backgroundImage: '/images/stars.svg',
      darkTheme: true,
      classes: 'festival  wide',
    });
    const body = document.body;
    expect(container.textContent).toBe('');
    expect([...body.classList]).toEqual(
      expect.arrayContaining(['shell', 'page-properties', 'page-properties--dark', 'festival', 'wide']),
    );
    expect(body.style.getPropertyValue('--page-properties-background-color')).toBe('#101820');
    expect(body.style.getPropertyValue('--page-properties-background-image')).toBe('url("/images/stars.svg")');

    unmount();
    expect([...body.classList]).toEqual(['shell']);
    expect(body.style.getPropertyValue('--page-properties-background-color')).toBe('');
  });

  it('ignores a background image that is not a safe URL', () => {
    const { unmount } = renderBlock(pageProperties, { backgroundImage: 'javascript:alert(1)' });
    expect(document.body.style.getPropertyValue('--page-properties-background-image')).toBe('');
    unmount();
  });
});
