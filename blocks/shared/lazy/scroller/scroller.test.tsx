import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageContext } from '../../../../src/app/block-kit';
import { demoPageContext } from '../../../../storybook/demo-page-context';
import { Scroller, type ScrollerProps } from './Scroller';
import { resolveScroller, type ScrollerSettings } from './scroller-settings';
import { nextStop, previousStop, type SlideBox } from './slide-stops';

/** Five 200 px slides 20 px apart: starts 0, 220, 440, 660, 880; the content is 1080 px wide. */
const SLIDES: SlideBox[] = [0, 220, 440, 660, 880].map((start) => ({ start, width: 200 }));
const view = (scrollLeft: number) => ({ scrollLeft, viewport: 500, scrollWidth: 1080 });

describe('slide stops', () => {
  it.each([
    ['the first cut-off slide comes to the front', 0, 440],
    ['from the middle', 440, 580],
    ['never past the end', 580, 580],
  ])('next: %s', (_case, scrollLeft, stop) => {
    expect(nextStop(SLIDES, view(scrollLeft))).toBe(stop);
  });

  it.each([
    ['back to the first slide that fits a view before', 580, 220],
    ['to the very start', 440, 0],
    ['not before the start', 100, 0],
  ])('previous: %s', (_case, scrollLeft, stop) => {
    expect(previousStop(SLIDES, view(scrollLeft))).toBe(stop);
  });

  it('moves a whole view when no slides are known or a slide is wider than the view', () => {
    expect(nextStop([], view(0))).toBe(500);
    expect(previousStop([], view(580))).toBe(80);
    expect(nextStop([{ start: 0, width: 900 }], { scrollLeft: 0, viewport: 500, scrollWidth: 900 })).toBe(400);
  });
});

describe('scroller settings', () => {
  it('defaults to scrolling with fades and the spec scrollbar colours (#202020 on #a0a0a0)', () => {
    expect(resolveScroller(undefined)).toEqual({
      enabled: true,
      fadeEnabled: true,
      style: { '--scroller-thumb': '#202020', '--scroller-track': '#a0a0a0', '--scroller-fade': '#ffffff' },
    });
  });

  it("takes the editor's colours and switches", () => {
    const settings: ScrollerSettings = { enabled: false, fadeEnabled: false, scrollbarColor: 'navy', scrollbarTrackColor: '#eee', fadeColor: 'black' };
    expect(resolveScroller(settings)).toEqual({
      enabled: false,
      fadeEnabled: false,
      style: { '--scroller-thumb': 'navy', '--scroller-track': '#eee', '--scroller-fade': 'black' },
    });
  });
});

function renderScroller(settings?: ScrollerSettings, slideWidth: ScrollerProps['slideWidth'] = '200px') {
  return render(
    <PageContext.Provider value={demoPageContext()}>
      <Scroller settings={settings} label="Featured sessions" slideWidth={slideWidth}>
        {['One', 'Two', 'Three', 'Four', 'Five'].map((name) => (
          <p key={name}>{name}</p>
        ))}
      </Scroller>
    </PageContext.Provider>,
  );
}

/** Lays the box out as a 500 px window on 1080 px of content, scrolled to `scrollLeft`, with the slides of SLIDES. */
function layOut(box: HTMLElement, scrollLeft: number) {
  Object.defineProperties(box, {
    clientWidth: { value: 500, configurable: true },
    scrollWidth: { value: 1080, configurable: true },
    scrollLeft: { value: scrollLeft, configurable: true },
  });
  box.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, width: 500, height: 300 });
  box.querySelectorAll('li').forEach((slide, index) => {
    slide.getBoundingClientRect = () => DOMRect.fromRect({ x: 100 - scrollLeft + (SLIDES[index]?.start ?? 0), width: 200, height: 300 });
  });
  act(() => void box.dispatchEvent(new Event('scroll')));
}

afterEach(() => vi.useRealTimers());

describe('scroller', () => {
  it('is a keyboard-scrollable region named by its label, holding a list of the slides', () => {
    renderScroller();
    const region = screen.getByRole('region', { name: 'Featured sessions' });
    expect(region.tabIndex).toBe(0);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
  });

  it('sizes every slide alike, or each slide by its place when given a width per slide', () => {
    const alike = renderScroller();
    expect((alike.container.firstElementChild as HTMLElement).style.getPropertyValue('--scroller-slide-width')).toBe('200px');
    expect(screen.getAllByRole('listitem').map((slide) => slide.style.getPropertyValue('--scroller-slide-width'))).toEqual(['', '', '', '', '']);
    alike.unmount();
    const mixed = renderScroller(undefined, (index) => (index === 0 ? '100%' : '50%'));
    expect((mixed.container.firstElementChild as HTMLElement).style.getPropertyValue('--scroller-slide-width')).toBe('');
    expect(screen.getAllByRole('listitem').map((slide) => slide.style.getPropertyValue('--scroller-slide-width'))).toEqual(['100%', '50%', '50%', '50%', '50%']);
  });

  it('shows previous/next only when the slides overflow, each disabled at its end, with fades where slides wait', () => {
    const { container } = renderScroller();
    expect(screen.queryByRole('button')).toBeNull();
    const region = screen.getByRole('region');
    layOut(region, 0);
    const root = container.firstElementChild as HTMLElement;
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
    expect([root.classList.contains('scroller--fade-start'), root.classList.contains('scroller--fade-end')]).toEqual([false, true]);
    layOut(region, 300);
    expect([root.classList.contains('scroller--fade-start'), root.classList.contains('scroller--fade-end')]).toEqual([true, true]);
    layOut(region, 580);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect([root.classList.contains('scroller--fade-start'), root.classList.contains('scroller--fade-end')]).toEqual([true, false]);
  });

  it('fades nothing when the fade is off, and wraps without buttons when scrolling is off', () => {
    const faded = renderScroller({ fadeEnabled: false });
    layOut(screen.getByRole('region'), 300);
    expect((faded.container.firstElementChild as HTMLElement).className).toBe('scroller scroller--scrolling');
    faded.unmount();
    const wrapped = renderScroller({ enabled: false });
    layOut(screen.getByRole('region'), 0);
    expect((wrapped.container.firstElementChild as HTMLElement).className).toBe('scroller scroller--wrapping');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('region').hasAttribute('tabindex')).toBe(false);
  });

  it('steps slide by slide once it has found its slides, a view at a time before', () => {
    vi.useFakeTimers();
    renderScroller();
    const region = screen.getByRole('region');
    const scrollTo = vi.fn();
    region.scrollTo = scrollTo as typeof region.scrollTo;
    layOut(region, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 500, behavior: 'smooth' });
    act(() => vi.advanceTimersByTime(0));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 440, behavior: 'smooth' });
  });
});
