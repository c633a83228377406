/** Spec 3 §2: the chat loader checks for the provider's widget every 20 ms. */
export const CHAT_POLL_MS = 20;
/** How long the loader waits for the widget before it gives up and offers to try again. */
export const CHAT_LOAD_TIMEOUT_MS = 10_000;

type OpenFunction = () => unknown;

/** `data-chat-widget` of a provider script: empty while loading or loaded, `failed` once it could not be loaded. */
const FAILED = 'failed';

/** The function at a dotted global path (`LiveChat.open`), bound to its owner; undefined until it exists. */
export function globalFunction(path: string, root: object = globalThis): OpenFunction | undefined {
  let owner: unknown;
  let value: unknown = root;
  for (const name of path.split('.')) {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return undefined;
    owner = value;
    value = (value as Record<string, unknown>)[name];
  }
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(owner) : undefined;
}

/**
 * Adds the provider's script to the page once: a second chat block with the same script shares it, and only a
 * script that failed to load is added anew.
 */
export function addScriptOnce(url: string): HTMLScriptElement {
  const existing = [...document.querySelectorAll<HTMLScriptElement>('script[data-chat-widget]')].find((script) => script.src === url);
  if (existing && existing.dataset.chatWidget !== FAILED) return existing;
  existing?.remove();
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.dataset.chatWidget = '';
  script.addEventListener('error', () => (script.dataset.chatWidget = FAILED), { once: true });
  document.head.append(script);
  return script;
}

/**
 * Resolves with the open function once the script has defined it, checking every 20 ms; rejects when the script
 * failed to load, after the timeout, or when aborted.
 */
export function waitForOpenFunction(
  path: string,
  { script, signal, timeoutMs = CHAT_LOAD_TIMEOUT_MS }: { script?: HTMLScriptElement; signal?: AbortSignal; timeoutMs?: number },
): Promise<OpenFunction> {
  return new Promise((resolve, reject) => {
    let checks = 0;
    const finish = (outcome: () => void) => {
      clearInterval(timer);
      outcome();
    };
    const check = () => {
      const open = globalFunction(path);
      if (open) finish(() => resolve(open));
      else if (script?.dataset.chatWidget === FAILED) finish(() => reject(new Error(`The chat script ${script.src} could not be loaded`)));
      else if (++checks * CHAT_POLL_MS >= timeoutMs) finish(() => reject(new Error(`${path} did not appear within ${timeoutMs} ms`)));
    };
    const timer = setInterval(check, CHAT_POLL_MS);
    signal?.addEventListener('abort', () => finish(() => reject(signal.reason)), { once: true });
    check();
  });
}
