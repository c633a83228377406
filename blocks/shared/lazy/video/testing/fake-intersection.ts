import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** An IntersectionObserver the test moves by hand (happy-dom's never reports anything). */
export class FakeIntersectionObserver {
  static observers: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.observers.push(this);
  }

  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /**
   * Every watched element comes within the observer's margin. Waits first until something is watched: a lazy block
   * can show its text a moment before its effects have started observing.
   */
  static async enterAll() {
    await vi.waitFor(() => {
      if (!FakeIntersectionObserver.observers.some((observer) => observer.targets.length > 0)) throw new Error('nothing is observed yet');
    });
    for (const observer of FakeIntersectionObserver.observers) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length > 0) act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
    }
  }
}

export function installFakeIntersectionObserver() {
  FakeIntersectionObserver.observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return FakeIntersectionObserver;
}
