import { useTranslation } from 'react-i18next';
import { copyText } from '../copy-text';

/** Copies `text` to the clipboard and says so in a toast (or that the browser refused). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const copy = () => copyText(text, { copied: 'translate.base.tools.copied', failed: 'translate.base.tools.copy-failed', values: { text } });
  return (
    <button type="button" className="button" aria-label={label} onClick={() => void copy()}>
      {t('translate.base.tools.copy')}
    </button>
  );
}
