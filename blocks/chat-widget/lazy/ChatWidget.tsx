import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockComponentProps, EditorNote, usePageContext } from '../../../src/app/block-kit';
import { useText } from '../../../src/i18n/use-text';
import { useEmbedAccess } from '../../shared/lazy/chat-widget-gate/embed-access';
import { RefusedOrigin, useRefusedOrigin } from '../../shared/lazy/embed-origin';
import { EmbedGate } from '../../shared/lazy/chat-widget-gate/EmbedGate';
import type { ChatWidgetProps } from '../props.gen';
import { ChatPanel } from './ChatPanel';
import { chatSource, type ChatSource } from './chat-source';
import { ScriptStarter } from './ScriptStarter';
import { useChatScript } from './use-chat-script';
import './chat-widget.css';

const K = 'translate.base.blocks.chat-widget';

/** The launcher and its panel; nothing of the provider loads before the visitor presses the launcher. */
function Chat({ props, source }: { props: ChatWidgetProps; source: ChatSource }) {
  const { t } = useTranslation();
  const text = useText();
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const access = useEmbedAccess(props);
  const [open, setOpen] = useState(false);
  // The panel stays once opened, so a framed conversation survives closing it.
  const [opened, setOpened] = useState(false);
  const script = useChatScript(source.kind === 'script' ? source.url : '', source.kind === 'script' ? source.openFunction : '');
  const title = text(props.title) || t(`${K}.title`);
  // Once the provider's own widget is up, it is the chat: the panel steps aside and the launcher reopens the widget.
  const widgetUp = source.kind === 'script' && access === 'allowed' && script.status === 'ready';
  const shown = open && !widgetUp;
  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };
  const press = () => {
    if (widgetUp) script.open();
    else if (shown) close();
    else {
      setOpen(true);
      setOpened(true);
    }
  };
  return (
    <div className={`chat-widget chat-widget--${props.placement ?? 'floating'}`}>
      {opened && (
        <ChatPanel id={panelId} title={title} shown={shown} height={props.panelHeight ?? 480} onClose={close}>
          <EmbedGate access={access} signInText={t(`${K}.sign-in-needed`)} consentText={t(`${K}.consent-needed`)}>
            {source.kind === 'frame' ? (
              <iframe className="chat-widget__frame" src={source.url} title={title} referrerPolicy="strict-origin-when-cross-origin" />
            ) : (
              <ScriptStarter status={script.status} open={script.open} />
            )}
          </EmbedGate>
        </ChatPanel>
      )}
      <button
        ref={launcher}
        type="button"
        className="block-button block-button--primary chat-widget__launcher"
        aria-expanded={shown}
        aria-controls={opened ? panelId : undefined}
        aria-busy={script.status === 'loading' || undefined}
        onClick={press}
      >
        {text(props.launcherText) || t(`${K}.launcher`)}
      </button>
    </div>
  );
}

/** Spec 3 §2: the live-help chat widget, loaded on demand, behind sign-in and cookie consent. */
export default function ChatWidget({ props }: BlockComponentProps<ChatWidgetProps>) {
  const { isEditor } = usePageContext();
  const source = chatSource(props);
  // A script runs with the page's rights: only a provider the site editors allowed may be loaded (the CSP agrees).
  const refused = useRefusedOrigin(source?.kind ?? 'frame', source?.url);
  if (!source) return isEditor ? <EditorNote messageKey={`${K}.missing-source`} values={{}} /> : null;
  if (refused) return <RefusedOrigin kind={source.kind} origin={refused} />;
  return <Chat props={props} source={source} />;
}
