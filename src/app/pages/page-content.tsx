import { useEffect, useMemo, type ReactNode } from 'react';
import { ApiError } from '../../api/client';
import { usePageContent } from '../../api/content';
import { usePageDirectory } from '../../api/pages';
import { PageContext, type PageContextValue } from '../page-context';
import { PageRenderer } from '../renderer/page-renderer';
import { useLocale } from '../routing/use-route';
import { useShellStore } from '../store/shell-store';
import { useViewer } from '../viewer';

interface PageContentProps {
  page: string;
  params: Record<string, string>;
  /** Shown while the content loads. */
  pending?: ReactNode;
  /** Shown when the page has no content (404). */
  missing?: ReactNode;
  /** Shown when loading failed otherwise. */
  failed?: ReactNode;
}

function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Loads a content page for the viewer's testing date (and the environment a link asked for) and renders its blocks. */
export function PageContent({ page, params, pending = null, missing = null, failed = null }: PageContentProps) {
  const viewer = useViewer();
  const locale = useLocale();
  const previewEnv = useShellStore((state) => state.previewEnv);
  const content = usePageContent(page, { testingDate: viewer.testingDate, env: previewEnv });
  const pages = usePageDirectory();

  const context = useMemo<PageContextValue>(
    () => ({ page, params, locale, user: viewer.user, scopes: viewer.scopes, isEditor: viewer.isEditor, settings: viewer.settings, pages }),
    [page, params, locale, viewer, pages],
  );

  const error = content.error;
  useEffect(() => {
    if (error && !isMissing(error)) console.error(`Content page "${page}" failed to load`, error);
  }, [error, page]);

  if (content.data) {
    return (
      <PageContext.Provider value={context}>
        <PageRenderer blocks={content.data.blocks} />
      </PageContext.Provider>
    );
  }
  if (error) return isMissing(error) ? missing : failed;
  return pending;
}
