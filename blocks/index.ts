import type { AppBlockType } from '../src/app/block-kit';
import { attendeeCatalogue } from './attendee-catalogue';
import { attendeeDetail } from './attendee-detail';
import { companyCatalogue } from './company-catalogue';
import { companyDetail } from './company-detail';
import { dataSharingConsent } from './data-sharing-consent';
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
import { contentBanner } from './content-banner';
import { countdown } from './countdown';
import { externalFrame } from './external-frame';
import { notificationBanner } from './notification-banner';
import { sectionHeader } from './section-header';
import { socialShare } from './social-share';
import { expandableDrawer } from './expandable-drawer';
import { drawerActions } from './drawer-actions';
import { tabExplorer } from './tab-explorer';
import { cardScroller } from './card-scroller';
import { editableScroller } from './editable-scroller';
import { randomizer } from './randomizer';
import { contentLink } from './content-link';
import { festivalBlade } from './festival-blade';
import { inlineVideoPlayer } from './inline-video-player';
import { videoHero } from './video-hero';
import { animatedBackground } from './animated-background';
import { splashScreenHeading } from './splash-screen-heading';
import { archivesFrame } from './archives-frame';
import { chatWidget } from './chat-widget';
import { socialEmbed } from './social-embed';
import { agendaPanel } from './agenda-panel';
import { featuredSpeakers } from './featured-speakers';
import { happeningNow } from './happening-now';
import { promotedSessions } from './promoted-sessions';
import { sponsorSection } from './sponsor-section';
import { sponsorShuffle } from './sponsor-shuffle';
import { studioPlayer } from './studio-player';
import { profileForm } from './profile-form';
import { profilePhoto } from './profile-photo';
import { profilePrivacy } from './profile-privacy';
import { profileSummary } from './profile-summary';
import { backpack } from './backpack';
import { mySchedule } from './my-schedule';
import { sharedSchedule } from './shared-schedule';
import { qaRunPlanner } from './qa-run-planner';
import { qaResults } from './qa-results';
import { evaluationList } from './evaluation-list';
import { evaluationForm } from './evaluation-form';
import { gatedComponent } from './gated-component';
import { appointmentDetail } from './appointment-detail';
import { appointmentForm } from './appointment-form';
import { inbox } from './inbox';
import { meetingList } from './meeting-list';
import { meetingDetail } from './meeting-detail';
import { meetingForm } from './meeting-form';

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
  listed(dataSharingConsent),
  listed(sessionCatalogue),
  listed(speakerCatalogue),
  listed(attendeeCatalogue),
  listed(companyCatalogue),
  listed(countdown),
  listed(notificationBanner),
  listed(contentBanner),
  listed(socialShare),
  listed(externalFrame),
  listed(sectionHeader),
  listed(expandableDrawer),
  listed(drawerActions),
  listed(tabExplorer),
  listed(cardScroller),
  listed(editableScroller),
  listed(randomizer),
  listed(contentLink),
  listed(festivalBlade),
  listed(inlineVideoPlayer),
  listed(videoHero),
  listed(animatedBackground),
  listed(splashScreenHeading),
  listed(archivesFrame),
  listed(chatWidget),
  listed(socialEmbed),
  listed(agendaPanel),
  listed(featuredSpeakers),
  listed(happeningNow),
  listed(promotedSessions),
  listed(sponsorSection),
  listed(sponsorShuffle),
  listed(studioPlayer),
  listed(profileSummary),
  listed(mySchedule),
  listed(sharedSchedule),
  listed(profilePhoto),
  listed(profileForm),
  listed(profilePrivacy),
  listed(backpack),
  listed(qaRunPlanner),
  listed(qaResults),
  listed(evaluationList),
  listed(evaluationForm),
  listed(gatedComponent),
  listed(appointmentDetail),
  listed(appointmentForm),
  listed(inbox),
  listed(meetingList),
  listed(meetingDetail),
  listed(meetingForm),
];
