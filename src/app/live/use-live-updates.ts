import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../api/client';
import type { Environment } from '../../engine';
import { applyLiveEvent, LIVE_HANDLERS } from './live-handlers';
import { openLiveStream } from './live-stream';

/**
 * Keeps an open page current while editors work: listens to `/api/v1/live` (server-sent events, reopened after a
 * refusal) and refetches what changed. On for content editors, and for everyone with `enableSignalr`.
 */
export function useLiveUpdates(enabled: boolean, env: Environment): void {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    return openLiveStream({
      url: `${API_BASE}/live`,
      types: Object.keys(LIVE_HANDLERS),
      onEvent(type, data) {
        try {
          applyLiveEvent(type, JSON.parse(data) as { env?: string }, { queryClient, i18n, env });
        } catch (error) {
          console.warn('Ignored an unreadable live update', error);
        }
      },
    });
  }, [enabled, env, queryClient, i18n]);
}
