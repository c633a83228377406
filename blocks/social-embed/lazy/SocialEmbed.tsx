import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockComponentProps, EditorNote, usePageContext } from '../../../src/app/block-kit';
import { useText } from '../../../src/i18n/use-text';
import { useEmbedAccess } from '../../shared/lazy/chat-widget-gate/embed-access';
import { EmbedGate } from '../../shared/lazy/chat-widget-gate/EmbedGate';
import { ExternalLink } from '../../shared/lazy/detail/ExternalLink';
import { HeadedSection } from '../../shared/lazy/HeadedSection';
import { httpUrl } from '../../shared/safe-url';
import { RefusedOrigin, useRefusedOrigin } from '../../shared/lazy/embed-origin';
import type { SocialEmbedProps } from '../props.gen';
import './social-embed.css';

const K = 'translate.base.blocks.social-embed';

/** The network's script and cookies may run inside, but it never takes the page over. */
const FRAME_PERMISSIONS = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/** The posts, behind the gate and then behind the visitor's own "Show posts" (loaded on demand). */
function Posts({ props, src, network }: { props: SocialEmbedProps; src: string; network: string }) {
  const { t } = useTranslation();
  const text = useText();
  const access = useEmbedAccess(props);
  const [requested, setRequested] = useState(false);
  return (
    <EmbedGate access={access} signInText={t(`${K}.sign-in-needed`)} consentText={t(`${K}.consent-needed`, { network })}>
      {requested ? (
        <iframe
          className="social-embed__frame"
          src={src}
          title={text(props.title) || t(`${K}.untitled`, { network })}
          height={props.height ?? 600}
          sandbox={FRAME_PERMISSIONS}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div className="social-embed__placeholder">
          <p>{t(`${K}.placeholder`, { network })}</p>
          <button type="button" className="block-button block-button--primary" onClick={() => setRequested(true)}>
            {t(`${K}.show`)}
          </button>
        </div>
      )}
    </EmbedGate>
  );
}

/** Spec 3: the second chat-widget block ("Twitter embed"), for any network with an embed address. */
export default function SocialEmbed({ props }: BlockComponentProps<SocialEmbedProps>) {
  const { t } = useTranslation();
  const { isEditor } = usePageContext();
  const src = httpUrl(props.embedUrl);
  const profile = httpUrl(props.profileUrl);
  const network = props.networkName?.trim() || t(`${K}.other-site`);
  const refused = useRefusedOrigin('frame', src);
  if (!src) return isEditor ? <EditorNote messageKey={`${K}.missing-url`} values={{}} /> : null;
  return (
    <HeadedSection fields={props} className="social-embed">
      {refused ? <RefusedOrigin kind="frame" origin={refused} /> : <Posts props={props} src={src} network={network} />}
      {profile && (
        <ExternalLink href={profile} className="social-embed__profile">
          {t(`${K}.view-on`, { network })}
        </ExternalLink>
      )}
    </HeadedSection>
  );
}
