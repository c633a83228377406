import { PageContent } from '../pages/page-content';

const NO_PARAMS: Record<string, string> = {};

/** The editable `footer` page. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <PageContent page="footer" params={NO_PARAMS} />
    </footer>
  );
}
