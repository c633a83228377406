import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAttendeeSuggestions, type AttendeeSuggestion } from '../../../src/api/lazy/meetings';
import { usePageContext } from '../../../src/app/block-kit';
import { addInvitees, inviteeLimit, offerableSuggestions, suggestTerm, SUGGEST_MIN_CHARACTERS } from '../../../src/engine/lazy/meeting-invitees';
import { useDebouncedValue } from '../../shared/lazy/catalogue/hooks/use-debounced-value';
import { meetingText } from '../../shared/lazy/meetings/texts';
import { ChipList } from './ChipList';
import { Combobox } from './Combobox';
import type { Invitee } from './meeting-form-draft';

const TYPING_PAUSE_MS = 250;

interface InviteePickerProps {
  invitees: Invitee[];
  onChange(invitees: Invitee[]): void;
  ownerId: string;
  /** Participants, the owner included (GET /meeting/meetingDetails capacityLimit). */
  capacity: number;
  errorId: string | undefined;
  onBlur(): void;
}

const detailOf = (person: Partial<Pick<AttendeeSuggestion, 'jobTitle' | 'company'>>) => [person.jobTitle, person.company].filter(Boolean).join(' · ');

/**
 * Who is invited (spec 2 §5): attendees available for meetings found as the organiser types (from 2 characters),
 * never the organiser nor anyone already invited; past the capacity nobody more is added and the warning says why.
 */
export function InviteePicker({ invitees, onChange, ownerId, capacity, errorId, onBlur }: InviteePickerProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const [typed, setTyped] = useState('');
  const [full, setFull] = useState(false);
  const wanted = suggestTerm(typed);
  const settled = useDebouncedValue(wanted, TYPING_PAUSE_MS);
  const found = useAttendeeSuggestions(ownerId, locale, wanted === undefined ? undefined : settled);
  const options = wanted === undefined ? [] : offerableSuggestions(found.data?.attendees ?? [], { selfId: ownerId, invitedIds: invitees.map((invitee) => invitee.userId) });
  const status =
    wanted === undefined
      ? t(meetingText('form.invitees.hint'), { min: SUGGEST_MIN_CHARACTERS })
      : found.isError
        ? t(meetingText('form.invitees.error'))
        : found.data
          ? t(meetingText('form.invitees.found'), { count: options.length })
          : t(meetingText('form.invitees.searching'));

  const pick = (suggestion: AttendeeSuggestion) => {
    const added = addInvitees(invitees, [suggestion], { ownerId, capacity });
    setFull(added.capacityReached);
    if (added.invitees.length !== invitees.length) onChange(added.invitees);
    setTyped('');
  };
  const remove = (userId: string) => {
    setFull(false);
    onChange(invitees.filter((invitee) => invitee.userId !== userId));
  };

  return (
    <div className="meeting-field">
      <Combobox
        label={t(meetingText('form.invitees.label'))}
        value={typed}
        onValueChange={setTyped}
        options={options}
        optionKey={(option) => option.userId}
        renderOption={(option) => (
          <>
            <span className="meeting-combobox__name">{option.displayName}</span>
            {detailOf(option) && <span className="meeting-combobox__detail"> {detailOf(option)}</span>}
          </>
        )}
        onPick={pick}
        listLabel={t(meetingText('form.invitees.suggestions'))}
        status={status}
        field="invitees"
        describedBy={errorId}
        invalid={errorId !== undefined}
        onBlur={onBlur}
      />
      {full && (
        <p className="meeting-field__warning" role="alert">
          {t(meetingText('warning.capacity'))}
        </p>
      )}
      <ChipList
        label={t(meetingText('form.invitees.chosen'), { count: invitees.length, max: inviteeLimit(capacity) })}
        chips={invitees.map((invitee) => ({ key: invitee.userId, name: invitee.displayName }))}
        removeLabel={(name) => t(meetingText('form.invitees.remove'), { name })}
        onRemove={remove}
      />
    </div>
  );
}
