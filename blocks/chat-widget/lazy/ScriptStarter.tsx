import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatScriptStatus } from './use-chat-script';

const K = 'translate.base.blocks.chat-widget';

/** Starts the provider's widget when it first shows (the visitor asked for the chat and may have it), and reports how that goes. */
export function ScriptStarter({ status, open }: { status: ChatScriptStatus; open: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (status === 'idle') open();
  }, [status, open]);
  return (
    <div className="chat-widget__script">
      <p role="status">{status === 'failed' ? t(`${K}.failed`) : t(`${K}.connecting`)}</p>
      {status === 'failed' && (
        <button type="button" className="block-button block-button--primary" onClick={open}>
          {t(`${K}.retry`)}
        </button>
      )}
    </div>
  );
}
