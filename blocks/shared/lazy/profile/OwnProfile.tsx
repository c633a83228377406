import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile, type Profile } from '../../../../src/api/lazy/profile';
import { usePageContext } from '../../../../src/app/block-kit';
import { SignInLink } from '../../SignInLink';
import { profileText } from './texts';
import './profile.css';

/**
 * The signed-in visitor's own profile for a profile block: a sign-in link for anonymous visitors (the route's gate
 * normally sends them to sign in first), a status while it loads, and spec 2 §8's message when it cannot be loaded.
 */
export function OwnProfile({ children }: { children: (profile: Profile, userId: string) => ReactNode }) {
  const { t } = useTranslation();
  const { user } = usePageContext();
  const profile = useProfile(user?.id ?? null);
  if (!user) {
    return (
      <p className="profile-state">
        <SignInLink className="block-button">{t(profileText('sign-in'))}</SignInLink>
      </p>
    );
  }
  if (profile.data) return <>{children(profile.data, user.id)}</>;
  if (profile.isError) {
    return (
      <p className="profile-state" role="alert">
        {t(profileText('error.load'))}
      </p>
    );
  }
  return (
    <p className="profile-state" role="status" aria-busy="true">
      {t(profileText('loading'))}
    </p>
  );
}
