import { useTranslation } from 'react-i18next';
import type { SessionAnswer } from '../../../src/api/lazy/catalogue-items';
import { usePageContext } from '../../../src/app/block-kit';
import { localizedPath, speakerPath } from '../../../src/engine';
import { Avatar } from '../../shared/lazy/catalogue/cards/Avatar';
import { DetailSection } from '../../shared/lazy/detail/DetailSection';

/** The session's speakers in its order, each a card linking to the speaker's page. */
export function SessionSpeakers({ speakers }: { speakers: SessionAnswer['speakers'] }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  if (speakers.length === 0) return null;
  return (
    <DetailSection title={t('translate.base.blocks.session-detail.speakers')}>
      <ul className="detail-cards">
        {speakers.map((speaker) => (
          <li key={speaker.speakerId} className="detail-card">
            <Avatar id={speaker.speakerId} name={speaker.displayName} photo={speaker.thumbnail ?? speaker.photo} />
            <div className="detail-card__text">
              <a className="detail-card__title" href={localizedPath(locale, speakerPath(speaker.speakerId))}>
                {speaker.displayName}
              </a>
              {speaker.jobTitle && <span>{speaker.jobTitle}</span>}
              {speaker.company && <span>{speaker.company}</span>}
            </div>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
