import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { contentKeys } from '../../api/content';
import { pageKeys } from '../../api/pages';
import { settingsKeys } from '../../api/settings';
import type { Environment, LiveEvent } from '../../engine';
import { reloadTexts } from '../../i18n/reload-texts';

export interface LiveTargets {
  queryClient: QueryClient;
  i18n: i18n;
  /** Only changes to the environment this page shows matter to it. */
  env: Environment;
}

/**
 * Catalogue changes are for the servers' search indexes; open pages do not react to them. Schedule, message and
 * meeting changes are personal and carry no environment: the views showing them react to them, not every page.
 */
type PageEvent = Exclude<LiveEvent, { type: 'onCatalogueChanged' | 'onScheduleChanged' | 'onMessageReceived' | 'onMeetingChanged' }>;

type Handlers = { [T in PageEvent['type']]: (data: Extract<PageEvent, { type: T }>['data'], targets: LiveTargets) => void };

/**
 * What an open page does when an editor changes something (spec 3 §4 names the events, not the reactions). A visitor
 * receives only the texts of the blocks, pages and features they may see, so a change to any of them asks for the
 * texts again too.
 */
export const LIVE_HANDLERS: Handlers = {
  onComponentSettingsChanged: ({ page }, { queryClient, i18n }) => {
    void queryClient.invalidateQueries({ queryKey: contentKeys.page(page) });
    void reloadTexts(i18n);
  },
  onSettingsChanged: (_data, { queryClient, i18n }) => {
    void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    void reloadTexts(i18n);
  },
  onPagesChanged: (_data, { queryClient, i18n }) => {
    void queryClient.invalidateQueries({ queryKey: pageKeys.all });
    void reloadTexts(i18n);
  },
  onLanguageChanged: ({ lang }, { i18n }) => void reloadTexts(i18n, [lang]),
};

/** Applies one server-sent event; events of other environments and unknown event names are ignored. */
export function applyLiveEvent(type: string, data: { env?: string } & Record<string, unknown>, targets: LiveTargets): void {
  if (data.env !== targets.env || !Object.hasOwn(LIVE_HANDLERS, type)) return;
  const handle = LIVE_HANDLERS[type as PageEvent['type']] as (payload: unknown, live: LiveTargets) => void;
  handle(data, targets);
}
