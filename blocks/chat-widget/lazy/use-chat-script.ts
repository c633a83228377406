import { useCallback, useEffect, useRef, useState } from 'react';
import { addScriptOnce, waitForOpenFunction } from './chat-loader';

export type ChatScriptStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The provider's widget, loaded on the first `open()`: the script is added, its open function awaited (checked every
 * 20 ms) and called. Later calls open the widget again straight away.
 */
export function useChatScript(scriptUrl: string, openFunction: string) {
  const [status, setStatus] = useState<ChatScriptStatus>('idle');
  const opener = useRef<(() => unknown) | undefined>(undefined);
  const loading = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => loading.current?.abort(), []);

  const open = useCallback(() => {
    const call = (fn: () => unknown) => {
      try {
        fn();
        setStatus('ready');
      } catch {
        // The provider's own widget broke: offer to try again rather than leave the button doing nothing.
        setStatus('failed');
      }
    };
    if (opener.current) return call(opener.current);
    if (loading.current && !loading.current.signal.aborted) return;
    const controller = new AbortController();
    loading.current = controller;
    setStatus('loading');
    waitForOpenFunction(openFunction, { script: addScriptOnce(scriptUrl), signal: controller.signal }).then(
      (fn) => {
        opener.current = fn;
        loading.current = undefined;
        call(fn);
      },
      () => {
        if (controller.signal.aborted) return;
        loading.current = undefined;
        setStatus('failed');
      },
    );
  }, [scriptUrl, openFunction]);

  return { status, open };
}
