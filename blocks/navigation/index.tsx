import { useTranslation } from 'react-i18next';
import { type BlockComponentProps, defineBlock, usePageContext } from '../../src/app/block-kit';
import { useText } from '../../src/i18n/use-text';
import { useShownItems } from '../shared/gating';
import { linkHref } from '../shared/safe-url';
import { isCurrentPage } from './is-current-page';
import type { NavigationProps } from './props.gen';
import './navigation.css';

function Navigation({ props }: BlockComponentProps<NavigationProps>) {
  const { t } = useTranslation();
  const text = useText();
  const { locale, page, params, pages } = usePageContext();
  const links = useShownItems(props.links).flatMap((link) => {
    const href = linkHref(link.url, locale);
    return href ? [{ ...link, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <nav className="navigation" aria-label={text(props.ariaLabel) || t('translate.base.blocks.navigation.label')}>
      <ul className="navigation__list">
        {links.map((link, index) => (
          <li key={`${index}-${link.href}`} className="navigation__item">
            <a
              className="navigation__link"
              href={link.href}
              target={link.target === '_blank' ? '_blank' : undefined}
              rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}
              aria-current={isCurrentPage(link.href, { page, params }, pages) ? 'page' : undefined}
            >
              {text(link.text)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const navigation = defineBlock<NavigationProps>({
  name: 'navigation',
  component: Navigation,
});
