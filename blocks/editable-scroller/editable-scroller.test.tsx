import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageContext } from '../../src/app/block-kit';
import { demoPageContext } from '../../storybook/demo-page-context';
import { renderBlock } from '../testing/render-block';
import { editableScroller } from './index';
import EditableScroller from './lazy/EditableScroller';
import type { EditableScrollerProps } from './props.gen';

const props: EditableScrollerProps = { heading: 'Highlights', slideWidth: 'large' };
const block = { component: 'editable-scroller', contentId: 'highlights', key: 'highlights', props: { ...props } };

/** A nested block as the renderer draws it: a busy placeholder until its code arrives after `loadsAfter` ms. */
function LazySlide({ name, loadsAfter }: { name: string; loadsAfter: number }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), loadsAfter);
    return () => clearTimeout(timer);
  }, [loadsAfter]);
  return loaded ? <p>{name}</p> : <div aria-busy="true" />;
}

function renderScroller(loadsAfter: number, isEditor = false) {
  return render(
    <PageContext.Provider value={demoPageContext({ isEditor })}>
      <EditableScroller props={props} block={block}>
        {['Keynote', 'Labs', 'Party'].map((name) => (
          <LazySlide key={name} name={name} loadsAfter={loadsAfter} />
        ))}
      </EditableScroller>
    </PageContext.Provider>,
  );
}

const NOTE = 'No slides were found in this scroller: nest blocks in it to make slides.';

afterEach(() => vi.useRealTimers());

describe('editable scroller', () => {
  it('makes each nested block a slide of a region named by the heading', async () => {
    renderBlock(editableScroller, props, { children: ['Keynote', 'Labs'].map((name) => <p key={name}>{name}</p>) });
    const region = await screen.findByRole('region', { name: 'Highlights' });
    expect([...region.querySelectorAll('li')].map((slide) => slide.textContent)).toEqual(['Keynote', 'Labs']);
    expect(region.closest<HTMLElement>('.scroller')?.style.getPropertyValue('--scroller-slide-width')).toBe('28rem');
  });

  it('looks for its slides again every 100 ms while their blocks load, and steps by slide once found', () => {
    vi.useFakeTimers();
    renderScroller(2000, true);
    const region = screen.getByRole('region', { name: 'Highlights' });
    const scrollTo = vi.fn();
    region.scrollTo = scrollTo as typeof region.scrollTo;
    Object.defineProperties(region, { clientWidth: { value: 500 }, scrollWidth: { value: 1500 }, scrollLeft: { value: 0 } });
    region.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, width: 500 });
    region.querySelectorAll('li').forEach((slide, index) => {
      slide.getBoundingClientRect = () => DOMRect.fromRect({ x: index * 460, width: 440 });
    });
    act(() => void region.dispatchEvent(new Event('scroll')));

    act(() => vi.advanceTimersByTime(1999));
    screen.getByRole('button', { name: 'Next' }).click();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 500, behavior: 'smooth' });
    // The blocks arrive at 2 s; the next look (2.1 s) finds them.
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Keynote')).toBeTruthy();
    act(() => vi.advanceTimersByTime(100));
    screen.getByRole('button', { name: 'Next' }).click();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 460, behavior: 'smooth' });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText(NOTE)).toBeNull();
  });

  it('gives up after 50 looks (4.9 s) and tells editors that it found no slides', () => {
    vi.useFakeTimers();
    renderScroller(60_000, true);
    act(() => vi.advanceTimersByTime(4899));
    expect(screen.queryByText(NOTE)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('note').textContent).toBe(NOTE);
  });

  it('tells visitors nothing when it finds no slides', () => {
    vi.useFakeTimers();
    renderScroller(60_000);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
