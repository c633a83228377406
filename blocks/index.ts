import type { AppBlockType } from '../src/app/block-contract';
import { attendeeCatalogue } from './attendee-catalogue';
import { attendeeDetail } from './attendee-detail';
import { companyCatalogue } from './company-catalogue';
import { companyDetail } from './company-detail';
import { componentGroup } from './component-group';
import { contentBlock } from './content-block';
import { headerBanner } from './header-banner';
import { heroBlade } from './hero-blade';
import { navigation } from './navigation';
import { pageMeta } from './page-meta';
import { pageProperties } from './page-properties';
import { sectionHeading } from './section-heading';
import { sessionCatalogue } from './session-catalogue';
import { sessionDetail } from './session-detail';
import { speakerCatalogue } from './speaker-catalogue';
import { speakerDetail } from './speaker-detail';

/**
 * Each type keeps its own props type where it is defined; side by side in one list that type is erased
 * (React's component types are not covariant in their props, so no common supertype exists without a cast).
 */
function listed<P>(type: AppBlockType<P>): AppBlockType<never> {
  return type as unknown as AppBlockType<never>;
}

/** Every block type of the page builder; the app builds its registry from this list (`createAppRegistry(blockTypes)`). */
export const blockTypes: readonly AppBlockType<never>[] = [
  listed(sectionHeading),
  listed(contentBlock),
  listed(heroBlade),
  listed(headerBanner),
  listed(pageMeta),
  listed(pageProperties),
  listed(componentGroup),
  listed(navigation),
  listed(sessionDetail),
  listed(speakerDetail),
  listed(attendeeDetail),
  listed(companyDetail),
  listed(sessionCatalogue),
  listed(speakerCatalogue),
  listed(attendeeCatalogue),
  listed(companyCatalogue),
];
