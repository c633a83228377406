import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCOPES, isContentEditor, isSignedIn, isSiteEditor, localizedPath } from '../../engine';
import { EditPageToggle } from '../editing/editor-launcher';
import { useLocale } from '../routing/use-route';
import { DrawnInBrowser } from '../ui/drawn-in-browser';
import { useViewer } from '../viewer';
import { AttendeeTypeSlot } from './attendee-type-slot';

// Editor code: its own chunk, fetched for editors only (an attendee's first download must not carry it).
const EditorMenu = lazy(() => import('../../editor/menu/editor-menu'));

function editorRoleKey(scopes: readonly string[]): string | undefined {
  if (isSiteEditor(scopes)) return 'translate.base.account.role.siteeditor';
  return isContentEditor(scopes) ? 'translate.base.account.role.contenteditor' : undefined;
}

function EditorRole({ labelKey }: { labelKey: string }) {
  const { t } = useTranslation();
  return <span className="account-area__role">{t(labelKey)}</span>;
}

/** Sign-in and registration for visitors; name, editor role and sign-out for signed-in users. */
export function AccountArea() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { settings, user, scopes, isEditor } = useViewer();
  const { features } = settings;
  // Spec 3 §2: "signed in" means holding the session-catalog scope.
  const signedIn = user !== null && isSignedIn(scopes);
  // Registration lives in the organiser's registration system: without its address there is nothing to link to.
  const registrationUrl = typeof settings.settings.registrationUrl === 'string' ? settings.settings.registrationUrl : undefined;
  const showRegister = registrationUrl && features.showRegistrationButton && !(signedIn && scopes.includes(SCOPES.eventTools));
  const roleKey = editorRoleKey(scopes);
  // Editors reach the QA tool from their menu; a QA tester has no editor menu, so the tool gets a link of its own.
  const showQaLink = scopes.includes(SCOPES.qa) && !isContentEditor(scopes);

  return (
    <div className="account-area">
      {showRegister && (
        <a className="button button--primary" href={registrationUrl}>
          {t('translate.base.account.register')}
        </a>
      )}
      {signedIn ? (
        <>
          {/* A block, not a span: the editor menu's list sits inside it. */}
          <div className="account-area__user">
            <span className="account-area__name">{user.displayName}</span>
            {roleKey && (
              // Drawn by the browser only: the menu's code never comes with a page, so the server draws the role alone.
              <DrawnInBrowser fallback={<EditorRole labelKey={roleKey} />}>
                <Suspense fallback={<EditorRole labelKey={roleKey} />}>
                  <EditorMenu label={t(roleKey)} siteEditor={isSiteEditor(scopes)} />
                </Suspense>
              </DrawnInBrowser>
            )}
          </div>
          {isEditor && <EditPageToggle />}
          {showQaLink && (
            <Link className="button" to={localizedPath(locale, '/qa')}>
              {t('translate.base.account.qa')}
            </Link>
          )}
          <AttendeeTypeSlot />
          <Link className="button" to={localizedPath(locale, '/sign-out')}>
            {t('translate.base.account.sign-out')}
          </Link>
        </>
      ) : (
        features.allowLogOn && (
          <Link className="button" to={localizedPath(locale, '/login')}>
            {t('translate.base.account.sign-in')}
          </Link>
        )
      )}
    </div>
  );
}
