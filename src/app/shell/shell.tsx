import { ScrollRestoration } from 'react-router';
import { useEditModeHotkey } from '../editing/editor-launcher';
import { useLiveUpdates } from '../live/use-live-updates';
import { PageRoute } from '../pages/page-route';
import { PAGE_TOP_ID } from '../renderer/anchor-link';
import { useInternalLinks } from '../routing/use-internal-links';
import { usePageTitle } from '../routing/use-page-title';
import { useRememberReturn } from '../routing/use-remember-return';
import { useServerHeadUntilNavigation } from '../routing/server-head';
import { useViewer, ViewerProvider } from '../viewer';
import { CookieConsent } from './cookie-consent';
import { LiveNowTicker } from './live-now/live-now-ticker';
import { LoadingIndicator } from './loading-indicator';
import { PreviewDate } from './preview-date';
import { SiteFooter } from './site-footer';
import { SignInOffer } from './sign-in-offer/sign-in-offer';
import { SiteHeader } from './site-header';
import { useTakenOver } from './taken-over';
import { MAIN_ID, SkipLink } from './skip-link';
import { ToastArea } from './toast-area';

function ShellLayout() {
  const { settings, isEditor } = useViewer();
  const programName = settings.settings.programName;
  const documentTitle = [usePageTitle(), typeof programName === 'string' ? programName : ''].filter(Boolean).join(' | ');
  useRememberReturn();
  useServerHeadUntilNavigation();
  useInternalLinks();
  useEditModeHotkey(isEditor);
  useLiveUpdates(isEditor || settings.features.enableSignalr === true, settings.env);
  useTakenOver();
  return (
    <>
      {documentTitle && <title>{documentTitle}</title>}
      <SkipLink />
      <CookieConsent />
      <SiteHeader />
      <LiveNowTicker />
      <main id={MAIN_ID} className="shell__main" tabIndex={-1}>
        <PageRoute />
      </main>
      <SiteFooter />
      <PreviewDate />
      <SignInOffer />
      {/* In-app navigation starts a new page at the top, and Back returns to where the reader was. */}
      <ScrollRestoration />
    </>
  );
}

/** The frame of every page. Toasts live outside the viewer gate so they show even while settings load. */
export function Shell() {
  return (
    <div id={PAGE_TOP_ID} className="shell">
      <ViewerProvider pending={<LoadingIndicator />}>
        <ShellLayout />
      </ViewerProvider>
      <ToastArea />
    </div>
  );
}
