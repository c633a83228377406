import { useTranslation } from 'react-i18next';
import { type BlockComponentProps, EditorNote, usePageContext } from '../../../src/app/block-kit';
import { useText } from '../../../src/i18n/use-text';
import { RefusedOrigin, useRefusedOrigin } from '../../shared/lazy/embed-origin';
import { HeadedSection } from '../../shared/lazy/HeadedSection';
// The same rule as video sources: http(s) addresses only.
import { httpUrl } from '../../shared/safe-url';
import type { ExternalFrameProps } from '../props.gen';
import './external-frame.css';

/** Spec 1 §9: the default external frame height, in pixels. */
const DEFAULT_FRAME_HEIGHT = 600;

/**
 * What a framed page may do: run its scripts, send its forms, open pop-ups and keep its own cookies, but never
 * navigate this site away (no `allow-top-navigation`).
 */
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-presentation';

/** Another site's page in a frame; only allow-listed http(s) addresses are framed, anything else leaves editors a note. */
export default function ExternalFrame({ props }: BlockComponentProps<ExternalFrameProps>) {
  const { isEditor } = usePageContext();
  const { t } = useTranslation();
  const text = useText();
  const src = httpUrl(props.url);
  const refused = useRefusedOrigin('frame', src);
  if (!src) {
    if (!isEditor) return null;
    const problem = props.url ? 'invalid-url' : 'missing-url';
    return <EditorNote messageKey={`translate.base.blocks.external-frame.${problem}`} values={{ url: props.url ?? '' }} />;
  }
  if (refused) return <RefusedOrigin kind="frame" origin={refused} />;
  return (
    <HeadedSection fields={props} className="external-frame">
      <iframe
        className="external-frame__frame"
        src={src}
        title={text(props.title) || t('translate.base.blocks.external-frame.untitled')}
        height={props.height ?? DEFAULT_FRAME_HEIGHT}
        loading="lazy"
        sandbox={SANDBOX}
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen={props.allowFullscreen === true}
      />
    </HeadedSection>
  );
}
