import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLiveStream } from '../../src/app/live/live-stream';

/** A stand-in for the browser's EventSource that the test drives: open, refuse, deliver. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** What the browser does on an answer other than 200: closes for good and says so. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
  /** A dropped connection the browser retries by itself. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
  deliver(type: string, data: string) {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the live stream', () => {
  it('hands each named event to the page', () => {
    const events: string[] = [];
    const close = openLiveStream({ url: '/api/v1/live', types: ['onSettingsChanged'], onEvent: (type, data) => events.push(`${type} ${data}`) });
    FakeEventSource.opened[0]?.deliver('onSettingsChanged', '{"env":"cont"}');
    expect(events).toEqual(['onSettingsChanged {"env":"cont"}']);
    close();
  });

  it('opens again after a refusal, later each time, and starts over once a stream opened', () => {
    const close = openLiveStream({ url: '/api/v1/live', types: [], onEvent: () => undefined });
    FakeEventSource.opened[0]?.refuse();
    vi.advanceTimersByTime(4_999);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    FakeEventSource.opened[1]?.refuse();
    vi.advanceTimersByTime(9_999);
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(3);
    FakeEventSource.opened[2]?.dispatchEvent(new Event('open'));
    FakeEventSource.opened[2]?.refuse();
    vi.advanceTimersByTime(5_000);
    expect(FakeEventSource.opened).toHaveLength(4);
    close();
  });

  it('leaves a dropped connection to the browser, and never reopens once closed', () => {
    const close = openLiveStream({ url: '/api/v1/live', types: [], onEvent: () => undefined });
    FakeEventSource.opened[0]?.drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    FakeEventSource.opened[0]?.refuse();
    close();
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(FakeEventSource.opened[0]?.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('shares one connection among the parts of a page listening to one address, and closes it with the last', () => {
    const shell: string[] = [];
    const inbox: string[] = [];
    const closeShell = openLiveStream({ url: '/api/v1/live', types: ['onSettingsChanged'], onEvent: (type) => shell.push(type) });
    const closeInbox = openLiveStream({ url: '/api/v1/live', types: ['onMessageReceived'], onEvent: (type) => inbox.push(type) });
    expect(FakeEventSource.opened).toHaveLength(1);
    const source = FakeEventSource.opened[0] as FakeEventSource;
    source.deliver('onMessageReceived', '{}');
    source.deliver('onSettingsChanged', '{}');
    expect([shell, inbox]).toEqual([['onSettingsChanged'], ['onMessageReceived']]);
    closeShell();
    expect(source.readyState).toBe(FakeEventSource.OPEN);
    source.deliver('onSettingsChanged', '{}');
    expect(shell).toHaveLength(1);
    // After a refusal the new connection hands on what the remaining listener hears.
    source.refuse();
    vi.advanceTimersByTime(5_000);
    FakeEventSource.opened[1]?.deliver('onMessageReceived', '{}');
    expect(inbox).toHaveLength(2);
    closeInbox();
    expect(FakeEventSource.opened[1]?.readyState).toBe(FakeEventSource.CLOSED);
    openLiveStream({ url: '/api/v1/live', types: [], onEvent: () => undefined })();
    expect(FakeEventSource.opened).toHaveLength(3);
  });
});
