import axe from 'axe-core';
import { configure } from 'storybook/test';
import { afterEach, beforeEach } from 'vitest';

/**
 * Each story test (Vitest browser mode, real Chromium) fails when the story logs a console error, throws, leaves a
 * promise rejection unhandled, or when axe finds a serious or critical violation in what it drew.
 */

/** Lazily loaded blocks (src/app/renderer/lazy-block.tsx) show this placeholder until their code has arrived. */
const LAZY_PLACEHOLDER = '.block-loading[aria-busy="true"]';
/** A busy machine's first transform of a block chunk can take a while; after this the story counts as broken. */
const LAZY_TIMEOUT_MS = 15_000;
// A play function's findBy… waits for a lazily loaded block's content as long as the check after the story does.
configure({ asyncUtilTimeout: LAZY_TIMEOUT_MS });
const FAILING_IMPACTS = new Set(['serious', 'critical']);

const problems: string[] = [];
const originalConsoleError = console.error;

/**
 * Storybook's React renderer wraps each render in act() and toggles React's global act-environment flag around it;
 * when a story file's renders overlap, one render can find the flag cleared by another and React logs this. It is
 * about the harness, not the story (storybookjs/storybook#34708), so it is shown but not counted.
 */
const HARNESS_ACT_WARNING = /^The current testing environment is not configured to support act\(/;

function describeValue(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message;
  if (typeof value === 'object' && value !== null) {
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  }
  return String(value);
}

/** React and others log with printf-style patterns ("%s"): fill them in so the failure reads like the console. */
function formatConsoleArgs([first, ...rest]: unknown[]): string {
  if (typeof first !== 'string') return [first, ...rest].map(describeValue).join(' ');
  let used = 0;
  const text = first.replace(/%[sdifoOc]/g, () => (used < rest.length ? describeValue(rest[used++]) : ''));
  return [text, ...rest.slice(used).map(describeValue)].join(' ');
}

const onError = (event: ErrorEvent) => problems.push(`Uncaught exception: ${describeValue(event.error ?? event.message)}`);
const onRejection = (event: PromiseRejectionEvent) => problems.push(`Unhandled rejection: ${describeValue(event.reason)}`);

beforeEach(() => {
  problems.length = 0;
  console.error = (...args: unknown[]) => {
    const message = formatConsoleArgs(args);
    if (!HARNESS_ACT_WARNING.test(message)) problems.push(`console.error: ${message}`);
    originalConsoleError(...args);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
});

async function lazyBlocksLoaded(): Promise<void> {
  const deadline = performance.now() + LAZY_TIMEOUT_MS;
  for (let placeholder = document.querySelector(LAZY_PLACEHOLDER); placeholder; placeholder = document.querySelector(LAZY_PLACEHOLDER)) {
    if (performance.now() > deadline) throw new Error(`A lazily loaded block did not load within ${LAZY_TIMEOUT_MS} ms`);
    // Blocks load as they come near the screen: bring each waiting one there.
    placeholder.scrollIntoView();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // Effects of the freshly mounted block (and what they log) run after the next frame.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function seriousViolations(): Promise<string[]> {
  // Framed pages (external frames, videos) are other sites': axe would wait a minute for each to answer.
  const { violations } = await axe.run(document.body, { resultTypes: ['violations'], iframes: false });
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n');
      return `${violation.impact} ${violation.id}: ${violation.help}\n${targets}`;
    });
}

afterEach(async () => {
  try {
    await lazyBlocksLoaded();
  } finally {
    console.error = originalConsoleError;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  }
  if (problems.length > 0) throw new Error(`The story reported errors:\n${problems.join('\n')}`);
  const violations = await seriousViolations();
  if (violations.length > 0) throw new Error(`axe found serious or critical violations:\n${violations.join('\n')}`);
});
