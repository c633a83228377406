import { useTranslation } from 'react-i18next';
import { countersFor, usePendingMeetingCount, useUnreadMessageCount } from '../../../../../src/api/lazy/counters';
import { usePageContext } from '../../../../../src/app/block-kit';
import type { LinkCounter } from '../catalogue-config';
import './link-count.css';

const COUNTERS: Record<LinkCounter, { useCount: typeof useUnreadMessageCount; held: keyof ReturnType<typeof countersFor> }> = {
  'unread-messages': { useCount: useUnreadMessageCount, held: 'unreadMessages' },
  'pending-meetings': { useCount: usePendingMeetingCount, held: 'pendingMeetings' },
};

/**
 * A link's personal counter: the number for the eye, what it counts for a screen reader; nothing at zero, and never
 * asked for by a visitor without the scopes and flags it needs (spec 2 §6).
 */
export function LinkCount({ counter }: { counter: LinkCounter }) {
  const { t } = useTranslation();
  const { scopes, settings } = usePageContext();
  const { useCount, held } = COUNTERS[counter];
  const allowed = countersFor(scopes, settings.features)[held];
  const count = useCount({ enabled: allowed }).data ?? 0;
  if (!allowed || count === 0) return null;
  return (
    <span className="catalogue-header__count">
      <span aria-hidden="true">{count}</span>
      <span className="catalogue-visually-hidden">{t(`translate.base.catalogue.links.count.${counter}`, { count })}</span>
    </span>
  );
}
