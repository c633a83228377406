import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMasterAccounts } from '../../../src/api/lazy/meetings';
import { useDebouncedValue } from '../../shared/lazy/catalogue/hooks/use-debounced-value';
import { meetingText } from '../../shared/lazy/meetings/texts';
import { ChipList } from './ChipList';
import { Combobox } from './Combobox';

const TYPING_PAUSE_MS = 250;
/** The contract's most accounts per meeting. */
const MAX_ACCOUNTS = 50;

/** The customer accounts a meeting is about (GET /meeting/masterAccountList/{filter}), found by name as one types. */
export function AccountPicker({ userId, accounts, onChange }: { userId: string; accounts: string[]; onChange(accounts: string[]): void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const filter = useDebouncedValue(typed.trim(), TYPING_PAUSE_MS);
  const found = useMasterAccounts(userId, filter);
  const options = typed.trim() === '' || accounts.length >= MAX_ACCOUNTS ? [] : (found.data?.accounts ?? []).filter((account) => !accounts.includes(account));
  const status = typed.trim() === '' ? t(meetingText('form.accounts.hint')) : found.data ? t(meetingText('form.accounts.found'), { count: options.length }) : t(meetingText('form.invitees.searching'));
  return (
    <div className="meeting-field">
      <Combobox
        label={t(meetingText('form.accounts.label'))}
        value={typed}
        onValueChange={setTyped}
        options={options}
        optionKey={(account) => account}
        renderOption={(account) => account}
        onPick={(account) => {
          onChange([...accounts, account]);
          setTyped('');
        }}
        listLabel={t(meetingText('form.accounts.suggestions'))}
        status={status}
      />
      <ChipList
        label={t(meetingText('form.accounts.chosen'))}
        chips={accounts.map((account) => ({ key: account, name: account }))}
        removeLabel={(name) => t(meetingText('form.accounts.remove'), { name })}
        onRemove={(removed) => onChange(accounts.filter((kept) => kept !== removed))}
      />
    </div>
  );
}
