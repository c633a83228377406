import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorNote, usePageContext } from '../../../../src/app/block-kit';
import type { CurrentUser } from '../../../../src/engine';
import { SignInLink } from '../../SignInLink';
import { meetingText } from './texts';

/**
 * What every meeting screen needs first (spec 2 §2): the site's meetings switched on (editors are told why visitors
 * see nothing) and a signed-in user; the page's gate normally sends anyone else elsewhere before the block shows.
 */
export function MeetingsGate({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { t } = useTranslation();
  const { user, settings, isEditor } = usePageContext();
  if (!settings.features.showMeetings) return isEditor ? <EditorNote messageKey={meetingText('editor.flag-off')} values={{}} /> : null;
  if (!user) {
    return (
      <p className="meeting-state">
        <SignInLink className="block-button">{t(meetingText('sign-in'))}</SignInLink>
      </p>
    );
  }
  return <>{children(user)}</>;
}
