import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../api/client';
import type { Environment } from '../../engine';
import { applyLiveEvent, LIVE_HANDLERS } from './live-handlers';

/**
 * Keeps an open page current while editors work: listens to `/api/v1/live` (server-sent events; the browser
 * reconnects by itself) and refetches what changed. On for content editors, and for everyone with `enableSignalr`.
 */
export function useLiveUpdates(enabled: boolean, env: Environment): void {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`${API_BASE}/live`);
    for (const type of Object.keys(LIVE_HANDLERS)) {
      source.addEventListener(type, (event) => {
        try {
          applyLiveEvent(type, JSON.parse((event as MessageEvent<string>).data) as { env?: string }, { queryClient, i18n, env });
        } catch (error) {
          console.warn('Ignored an unreadable live update', error);
        }
      });
    }
    return () => source.close();
  }, [enabled, env, queryClient, i18n]);
}
