import { useTranslation } from 'react-i18next';

/** A remark only editors see in place of a block that cannot be shown (disabled, unknown, crashed). */
export function EditorNote({ messageKey, values }: { messageKey: string; values: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <p className="editor-note" role="note">
      {t(messageKey, values)}
    </p>
  );
}
