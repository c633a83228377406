import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockComponentProps, EditorNote, usePageContext } from '../../../src/app/block-kit';
import { useText } from '../../../src/i18n/use-text';
import { ExternalLink } from '../../shared/lazy/detail/ExternalLink';
import { RefusedOrigin, useRefusedOrigin } from '../../shared/lazy/embed-origin';
import { HeadedSection } from '../../shared/lazy/HeadedSection';
import type { ArchivesFrameProps } from '../props.gen';
import { firstArchive, frameableArchives, type ArchiveEdition } from './archive-choice';
import './archives-frame.css';

const K = 'translate.base.blocks.archives-frame';

/** The archive site may run its player and open links in new windows, but never take this page over. */
const FRAME_PERMISSIONS = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation';

function EditionPicker({ archives, chosen, onChoose }: { archives: ArchiveEdition[]; chosen: ArchiveEdition; onChoose: (id: string) => void }) {
  const { t } = useTranslation();
  const text = useText();
  const pickerId = useId();
  return (
    <div className="archives-frame__picker">
      <label htmlFor={pickerId}>{t(`${K}.edition`)}</label>
      <select id={pickerId} value={chosen.id} onChange={(event) => onChoose(event.target.value)}>
        {archives.map((archive) => (
          <option key={archive.id} value={archive.id}>
            {text(archive.label)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Past editions in a frame, one at a time, picked from a list (spec 1 routes /archives and /archives/{id}). */
export default function ArchivesFrame({ props }: BlockComponentProps<ArchivesFrameProps>) {
  const { t } = useTranslation();
  const text = useText();
  const { params, isEditor } = usePageContext();
  const archives = frameableArchives(props.archives);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = archives.find((archive) => archive.id === chosenId) ?? firstArchive(archives, params.id, props.defaultArchive);
  const refused = useRefusedOrigin('frame', chosen?.url);
  if (!chosen) return isEditor ? <EditorNote messageKey={`${K}.no-archives`} values={{}} /> : null;
  const label = text(chosen.label);
  return (
    <HeadedSection fields={props} className="archives-frame">
      <div className="archives-frame__bar">
        {archives.length > 1 && <EditionPicker archives={archives} chosen={chosen} onChoose={setChosenId} />}
        <ExternalLink href={chosen.url} className="archives-frame__open">
          {t(`${K}.open`, { edition: label })}
        </ExternalLink>
      </div>
      {refused ? (
        <RefusedOrigin kind="frame" origin={refused} />
      ) : (
        <iframe
          // A new frame per edition: the archive's own history stays out of the page's back button.
          key={chosen.id}
          className="archives-frame__frame"
          src={chosen.url}
          title={[text(props.frameTitle), label].filter(Boolean).join(': ')}
          height={props.height ?? 600}
          loading="lazy"
          sandbox={FRAME_PERMISSIONS}
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen={props.allowFullscreen === true}
        />
      )}
    </HeadedSection>
  );
}
