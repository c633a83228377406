import { useTranslation } from 'react-i18next';
import { useProfileMetadata, type Profile } from '../../../src/api/lazy/profile';
import type { BlockComponentProps } from '../../../src/app/block-kit';
import { profileCompletion } from '../../../src/engine/lazy/profile-completion';
import { Avatar } from '../../shared/lazy/catalogue/cards/Avatar';
import { OwnProfile } from '../../shared/lazy/profile/OwnProfile';
import { profileText } from '../../shared/lazy/profile/texts';
import type { ProfileSummaryProps } from '../props.gen';
import './profile-summary.css';

/** How complete the profile is (spec 2 §5), once the metadata that weighs its items is known. */
function Completion({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const metadata = useProfileMetadata();
  if (!metadata.data) return null;
  const percent = profileCompletion(metadata.data.sections, profile);
  const label = t(profileText('completion'), { percent });
  return (
    <div className="profile-summary__completion">
      <span id="profile-completion-label">{label}</span>
      <progress value={percent} max={100} aria-labelledby="profile-completion-label" />
    </div>
  );
}

function Summary({ profile, showCompletion }: { profile: Profile; showCompletion: boolean }) {
  const { t } = useTranslation();
  const job = [profile.jobTitle, profile.company].filter(Boolean).join(', ');
  return (
    <section className="profile-card profile-summary" aria-labelledby="profile-summary-name">
      <div className="profile-summary__person">
        <Avatar id={profile.id} name={profile.displayName} photo={profile.profileImage} />
        <div>
          <h1 id="profile-summary-name" className="profile-summary__name">
            {profile.displayName}
          </h1>
          {job && <p className="profile-hint">{job}</p>}
          <p className="profile-hint">{profile.email}</p>
        </div>
      </div>
      <p className="profile-hint">{t(profileText(profile.displayProfileToPublic ? 'summary.public' : 'summary.hidden'))}</p>
      {showCompletion && <Completion profile={profile} />}
    </section>
  );
}

/** The signed-in attendee's profile at a glance: photo, name, job, whether others see it, and how complete it is. */
export default function ProfileSummary({ props }: BlockComponentProps<ProfileSummaryProps>) {
  return <OwnProfile>{(profile) => <Summary profile={profile} showCompletion={props.showCompletion !== false} />}</OwnProfile>;
}
