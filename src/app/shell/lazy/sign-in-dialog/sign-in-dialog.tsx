import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedPath } from '../../../../engine';
import { useLocale } from '../../../routing/use-route';
import { ModalDialog } from '../../../ui/lazy/dialogs/modal-dialog';
import { useViewer } from '../../../viewer';
import './sign-in-dialog.css';

const key = (name: string) => `translate.base.sign-in-dialog.${name}`;

/** Spec 2 §1: availability, venue updates, a schedule to create and share, and recommendations while that flag is on. */
function benefitsOf(features: Readonly<Record<string, boolean>>): string[] {
  return ['availability', 'venue-updates', 'schedule', ...(features.enableSessionRecommendations ? ['recommendations'] : [])];
}

/**
 * The benefits of signing in, with sign-in, registration and "not now". Every way out counts as an answer (the
 * offer stays away for 24 hours); the page keeps the return location, so signing in comes back to it.
 */
export default function SignInDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { settings } = useViewer();
  const { features } = settings;
  const registrationUrl = typeof settings.settings.registrationUrl === 'string' ? settings.settings.registrationUrl : undefined;
  return (
    <ModalDialog title={t(key('title'))} onClose={onClose} className="sign-in-dialog">
      <p>{t(key('intro'))}</p>
      <ul className="sign-in-dialog__benefits">
        {benefitsOf(features).map((benefit) => (
          <li key={benefit}>{t(key(`benefit.${benefit}`))}</li>
        ))}
      </ul>
      <div className="editor-dialog__actions">
        <Link className="button button--primary" to={localizedPath(locale, '/sign-in')} onClick={onClose}>
          {t('translate.base.account.sign-in')}
        </Link>
        {registrationUrl && features.showRegistrationButton && (
          <a className="button" href={registrationUrl} onClick={onClose}>
            {t('translate.base.account.register')}
          </a>
        )}
        <button type="button" className="button" onClick={onClose}>
          {t(key('not-now'))}
        </button>
      </div>
    </ModalDialog>
  );
}
