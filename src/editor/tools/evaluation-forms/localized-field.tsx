import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, languageTag, type Locale } from '../../../engine';
import type { LocalizedText } from '../../../engine/lazy/evaluation-forms';
import { TextField } from './field';
import { withText } from './form-draft';

/** The name of `locale`'s language in the editor's own language ("German", "Deutsch", …). */
export function useLanguageName(): (locale: Locale) => string {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  return (locale) => names.of(languageTag(locale).split('-')[0] ?? locale) ?? locale;
}

interface LocalizedFieldProps {
  /** The field's label, with `{{language}}` for the language being edited. */
  label: (language: string) => string;
  /** The JSON pointer of the text into the form; the field edits `{path}/{locale}`. */
  path: string;
  text: LocalizedText;
  locale: Locale;
  multiline?: boolean;
  onChange(text: LocalizedText): void;
}

/** A text of the form in the language being edited; an empty one shows the English that stands in for it. */
export function LocalizedField({ label, path, text, locale, multiline = false, onChange }: LocalizedFieldProps) {
  const languageName = useLanguageName();
  const english = locale === DEFAULT_LOCALE ? undefined : text[DEFAULT_LOCALE];
  return (
    <TextField
      label={label(languageName(locale))}
      path={`${path}/${locale}`}
      value={text[locale] ?? ''}
      multiline={multiline}
      {...(english ? { placeholder: english } : {})}
      onChange={(value) => onChange(withText(text, locale, value))}
    />
  );
}
