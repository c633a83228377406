import { useTranslation } from 'react-i18next';
import { useSaveProfile, type Profile } from '../../../src/api/lazy/profile';
import { toast, type BlockComponentProps } from '../../../src/app/block-kit';
import { OwnProfile } from '../../shared/lazy/profile/OwnProfile';
import { profileText } from '../../shared/lazy/profile/texts';
import type { ProfilePrivacyProps } from '../props.gen';
import './profile-privacy.css';

/** The switches, in the order shown: who sees the profile first, then what others may ask of the attendee. */
const SWITCHES = ['displayProfileToPublic', 'displaySessions', 'isAvailableForMeetings', 'canSendToCalendar'] as const;
type Switch = (typeof SWITCHES)[number];

function PrivacySwitch({ name, profile, userId }: { name: Switch; profile: Profile; userId: string }) {
  const { t } = useTranslation();
  const save = useSaveProfile(userId);
  // While a change is on its way the switch shows it; a refused change puts it back.
  const on = save.isPending && save.variables ? Boolean(save.variables[name]) : profile[name];
  const toggle = () =>
    save.mutate(
      { [name]: !on },
      {
        onSuccess: () => toast.show({ message: profileText('saved'), kind: 'success' }),
        onError: () => toast.show({ message: profileText('error.save'), kind: 'error' }),
      },
    );
  return (
    <li className="profile-switch">
      <button
        type="button"
        role="switch"
        id={`profile-switch-${name}`}
        className="profile-switch__control"
        aria-checked={on}
        aria-describedby={`profile-switch-${name}-hint`}
        aria-busy={save.isPending}
        disabled={save.isPending}
        onClick={toggle}
      >
        <span className="profile-switch__track" aria-hidden="true" />
        <span className="profile-switch__label">{t(profileText(`privacy.${name}`))}</span>
      </button>
      <p id={`profile-switch-${name}-hint`} className="profile-hint">
        {t(profileText(`privacy.${name}.hint`))}
      </p>
    </li>
  );
}

/**
 * The contact preferences (`#contact-preferences` of spec 2 §2): each switch is saved the moment it is flipped, and the
 * attendee catalogue follows at once (a profile made private leaves its search and detail pages).
 */
export default function ProfilePrivacy(_props: BlockComponentProps<ProfilePrivacyProps>) {
  const { t } = useTranslation();
  return (
    <OwnProfile>
      {(profile, userId) => (
        <section className="profile-card" aria-labelledby="profile-privacy-title">
          <h2 id="profile-privacy-title" className="profile-card__title">
            {t(profileText('privacy.title'))}
          </h2>
          <ul className="profile-switches">
            {SWITCHES.map((name) => (
              <PrivacySwitch key={name} name={name} profile={profile} userId={userId} />
            ))}
          </ul>
        </section>
      )}
    </OwnProfile>
  );
}
