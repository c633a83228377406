import { useTranslation } from 'react-i18next';
import type { Company } from '../../../schemas/generated/company';
import { useCatalogueSearch } from '../../../src/api/lazy/catalogue';
import type { BlockComponentProps } from '../../../src/app/block-kit';
import { useText } from '../../../src/i18n/use-text';
import { Heading } from '../../shared/Heading';
import { LoadState } from '../../shared/lazy/event-data/LoadState';
import { HeadedSection } from '../../shared/lazy/HeadedSection';
import { useSponsorLinks, type SponsorLinks } from '../../shared/lazy/sponsor-logos/sponsor-links';
import { SponsorLogo } from '../../shared/lazy/sponsor-logos/SponsorLogo';
import type { SponsorSectionProps } from '../props.gen';
import { byLevel, DEFAULT_LIMIT, sponsorsRequest } from './sponsor-groups';
import '../../shared/lazy/sponsor-logos/sponsor-logos.css';
import './sponsor-section.css';

const key = (name: string) => `translate.base.blocks.sponsor-section.${name}`;

function LogoList({ sponsors, size, label, links }: { sponsors: readonly Company[]; size: string; label: string; links: SponsorLinks }) {
  return (
    <ul className={`sponsor-logos sponsor-logos--${size}`} aria-label={label}>
      {sponsors.map((sponsor) => (
        <li key={sponsor.companyId}>
          <SponsorLogo company={sponsor} href={links.detail(sponsor)} />
        </li>
      ))}
    </ul>
  );
}

/** The sponsors (spec 03 §3) from the company catalogue, as logos; detail and view-all links follow the site's flags. */
export default function SponsorSection({ props, block }: BlockComponentProps<SponsorSectionProps>) {
  const { t } = useTranslation();
  const text = useText();
  const links = useSponsorLinks();
  const levels = props.sponsorLevels ?? [];
  const query = useCatalogueSearch('company', sponsorsRequest(levels, props.limit ?? DEFAULT_LIMIT));
  const size = props.logoSize ?? 'medium';
  const heading = text(props.heading);
  const headingId = `${block.contentId}-heading`;
  const label = heading || t(key('label'));
  const levelHeading = Math.min((props.headingLevel ?? 2) + 1, 6);

  return (
    <HeadedSection fields={props} headingId={headingId} label={label} className="sponsor-section">
      <LoadState query={query} loading={t(key('loading'))} failed={t(key('error'))}>
        {(answer) =>
          props.groupByLevel ? (
            byLevel(answer.data, levels).map((group) => {
              const name = group.level ?? t(key('other'));
              return (
                <div key={group.level ?? ''} className="sponsor-section__level">
                  <Heading level={levelHeading} className="sponsor-section__level-name">
                    {name}
                  </Heading>
                  <LogoList sponsors={group.sponsors} size={size} label={name} links={links} />
                </div>
              );
            })
          ) : (
            <LogoList sponsors={answer.data} size={size} label={label} links={links} />
          )
        }
      </LoadState>
      {props.showViewAll && links.directory && (
        <div className="sponsor-logos__footer">
          <a className={`block-button block-button--${props.viewAllButtonStyle ?? 'secondary'}`} href={links.directory}>
            {text(props.viewAllSponsorsText) || t(key('view-all'))}
          </a>
        </div>
      )}
    </HeadedSection>
  );
}
