import { useTranslation } from 'react-i18next';
import type { BlockComponentProps } from '../../../src/app/block-kit';
import { useText } from '../../../src/i18n/use-text';
import { HeadedSection } from '../../shared/lazy/HeadedSection';
import { useSponsorLinks } from '../../shared/lazy/sponsor-logos/sponsor-links';
import { SponsorLogo } from '../../shared/lazy/sponsor-logos/SponsorLogo';
import type { SponsorShuffleProps } from '../props.gen';
import { useSponsorBatches, useStagger } from './use-sponsor-batches';
import '../../shared/lazy/event-data/event-button.css';
import '../../shared/lazy/sponsor-logos/sponsor-logos.css';
import './sponsor-shuffle.css';

/** Spec 03 §9: nine logos a batch, three spares. */
export const DEFAULT_ITEMS = 9;
export const DEFAULT_BUFFER = 3;

const key = (name: string) => `translate.base.blocks.sponsor-shuffle.${name}`;

/** Random sponsors that fade in one by one (spec 03 §4); Shuffle hides them and shows the batch fetched meanwhile. */
export default function SponsorShuffle({ props, block }: BlockComponentProps<SponsorShuffleProps>) {
  const { t } = useTranslation();
  const text = useText();
  const links = useSponsorLinks();
  const { phase, batch, serial, shuffle, replace } = useSponsorBatches({ itemsToShow: props.itemsToShow ?? DEFAULT_ITEMS, buffer: props.buffer ?? DEFAULT_BUFFER });
  const visible = useStagger(batch.length, phase === 'shown' ? serial : null);
  const heading = text(props.heading);
  const headingId = `${block.contentId}-heading`;
  const label = heading || t(key('label'));
  const shuffleText = text(props.shuffleText);
  const logos = batch.length > 0 && (
    <ul className={`sponsor-logos sponsor-logos--${props.logoSize ?? 'medium'}`} aria-label={label} aria-busy={phase === 'hiding' || visible < batch.length}>
      {batch.map((company, index) => (
        // Cards not yet faded in are out of sight and out of the tab order.
        <li key={company.companyId} className={`sponsor-shuffle__card${index < visible ? '' : ' sponsor-shuffle__card--hidden'}`}>
          <SponsorLogo company={company} href={links.detail(company)} onBroken={replace} />
        </li>
      ))}
    </ul>
  );

  return (
    <HeadedSection fields={props} headingId={headingId} label={label} className="sponsor-shuffle">
      {phase === 'loading' ? (
        <p className="sponsor-shuffle__loading" role="status" aria-busy="true">
          {t(key('loading'))}
        </p>
      ) : (
        logos
      )}
      {/* Present from the start, so the change after a shuffle is announced. */}
      <p className="block-visually-hidden" role="status">
        {serial > 1 && phase === 'shown' ? t(key('shuffled'), { count: batch.length }) : ''}
      </p>
      {(batch.length > 0 || links.directory) && (
        <div className="sponsor-logos__footer">
          {shuffleText && batch.length > 0 && <p className="sponsor-shuffle__text">{shuffleText}</p>}
          {batch.length > 0 && (
            <button type="button" className={`block-button block-button--${props.shuffleButtonStyle ?? 'primary'} event-data-button`} onClick={shuffle} disabled={phase !== 'shown'}>
              {text(props.shuffleButtonText) || t(key('shuffle'))}
            </button>
          )}
          {links.directory && (
            <a className={`block-button block-button--${props.viewAllButtonStyle ?? 'secondary'}`} href={links.directory}>
              {text(props.viewAllSponsorsText) || t('translate.base.blocks.sponsor-section.view-all')}
            </a>
          )}
        </div>
      )}
    </HeadedSection>
  );
}
