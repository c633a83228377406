import { useTranslation } from 'react-i18next';
import { toast } from '../../app/shell/toast';

/** Copies `text` to the clipboard and says so in a toast (or that the browser refused). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.show({ message: 'translate.base.tools.copied', values: { text }, kind: 'success' });
    } catch {
      toast.show({ message: 'translate.base.tools.copy-failed', values: { text }, kind: 'error' });
    }
  };
  return (
    <button type="button" className="button" aria-label={label} onClick={() => void copy()}>
      {t('translate.base.tools.copy')}
    </button>
  );
}
