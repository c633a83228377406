import { Link } from 'react-router';
import { HOME_PATH, localizedPath } from '../../engine';
import { PageContent } from '../pages/page-content';
import { useLocale } from '../routing/use-route';
import { useViewer } from '../viewer';
import { AccountArea } from './account-area';
import { LanguageSwitcher } from './language-switcher';
import './site-header.css';

const NO_PARAMS: Record<string, string> = {};

/** Sticky header: brand, the editable `header` page (navigation lives there), language and account. */
export function SiteHeader() {
  const { settings } = useViewer();
  const locale = useLocale();
  const programName = settings.settings.programName;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        {typeof programName === 'string' && (
          <Link className="site-header__brand" to={localizedPath(locale, HOME_PATH)}>
            {programName}
          </Link>
        )}
        <div className="site-header__content">
          <PageContent page="header" params={NO_PARAMS} />
        </div>
        <div className="site-header__tools">
          {settings.features.showLanguageSwitcher && <LanguageSwitcher />}
          <AccountArea />
        </div>
      </div>
    </header>
  );
}
