import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueSearch } from '../../../src/api/lazy/catalogue';
import { usePageContext } from '../../../src/app/block-kit';
import { isOwnProfile } from '../../../src/engine';
import { Avatar } from '../../shared/lazy/catalogue/cards/Avatar';
import { useDebouncedValue } from '../../shared/lazy/catalogue/hooks/use-debounced-value';
import { MIN_SUGGESTION_CHARS } from '../../shared/lazy/catalogue/search/use-suggestions';
import { inboxText } from './inbox-text';
import { BackButton, PaneHeading, type PaneProps } from './PaneParts';

const FOUND = 8;
const TYPING_PAUSE_MS = 250;

/**
 * Who the first message goes to: a search of the attendee directory as the attendee catalogue shows it (only
 * attendees with a public profile), leaving out the caller and anyone not taking messages. Choosing one opens the
 * conversation with them, which is where the first message is written.
 */
export function NewConversation({ level, takeFocus, onFocusTaken, onBack, onChoose }: PaneProps & { onChoose(attendeeKey: string): void }) {
  const { t } = useTranslation();
  const { user } = usePageContext();
  const fieldId = useId();
  const [draft, setDraft] = useState('');
  const text = useDebouncedValue(draft.trim(), TYPING_PAUSE_MS);
  const request = useMemo(() => ({ searchText: text, itemsPerPage: FOUND, searchPage: 1, sortOption: 'relevance' as const }), [text]);
  const searching = text.length >= MIN_SUGGESTION_CHARS;
  const search = useCatalogueSearch('attendee', request, { enabled: searching });
  const found = searching ? (search.data?.data ?? []).filter((attendee) => attendee.isAvailableForMeetings && !isOwnProfile(attendee, user)) : [];
  const status = !searching
    ? 'new.hint'
    : search.isError
      ? 'new.error'
      : search.isFetching && found.length === 0
        ? 'new.searching'
        : found.length === 0
          ? 'new.none'
          : undefined;

  return (
    <div className="inbox-pane inbox-new">
      <BackButton onBack={onBack} />
      <PaneHeading level={level} takeFocus={takeFocus} onFocusTaken={onFocusTaken}>
        {t(inboxText('new.heading'))}
      </PaneHeading>
      <label htmlFor={fieldId} className="inbox-new__label">
        {t(inboxText('new.search-label'))}
      </label>
      <input id={fieldId} type="search" className="inbox-new__field" autoComplete="off" value={draft} onChange={(event) => setDraft(event.target.value)} />
      <p role="status" className="inbox-new__status">
        {status ? t(inboxText(status), { min: MIN_SUGGESTION_CHARS }) : t(inboxText('new.found'), { count: found.length })}
      </p>
      {found.length > 0 && (
        <ul className="inbox-new__found" aria-label={t(inboxText('new.found-label'))}>
          {found.map((attendee) => (
            <li key={attendee.attendeeId}>
              <button type="button" className="inbox-new__choice" onClick={() => onChoose(attendee.attendeeId)}>
                <Avatar id={attendee.attendeeId} name={attendee.displayName} photo={attendee.photo} />
                <span className="inbox-new__who">
                  <span className="inbox-new__name">{attendee.displayName}</span>
                  <span className="inbox-new__detail">{[attendee.jobTitle, attendee.company].filter(Boolean).join(' · ')}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
