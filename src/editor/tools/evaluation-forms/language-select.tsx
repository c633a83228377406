import { LOCALES, type Locale } from '../../../engine';
import { useLanguageName } from './localized-field';

/** A labelled choice of the six languages, named in the editor's language. */
export function LanguageSelect({ id, label, value, onChange }: { id: string; label: string; value: Locale; onChange(locale: Locale): void }) {
  const languageName = useLanguageName();
  return (
    <div className="evaluation-forms__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Locale)}>
        {LOCALES.map((code) => (
          <option key={code} value={code}>
            {languageName(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
