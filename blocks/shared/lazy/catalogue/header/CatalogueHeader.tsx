import { useTranslation } from 'react-i18next';
import type { CatalogueBlockFields } from '../../../../../schemas/generated/catalogue-block';
import { counterKeys } from '../../../../../src/api/lazy/counters';
import { usePageContext } from '../../../../../src/app/block-kit';
import { isSignedIn, localizedPath } from '../../../../../src/engine';
import { useText } from '../../../../../src/i18n/use-text';
import { useMessagingLiveUpdates } from '../../use-messaging-live-updates';
import type { HeaderLink } from '../catalogue-config';
import { LinkCount } from './LinkCount';

const COUNTER_KEYS = [counterKeys.all];

interface CatalogueHeaderProps {
  fields: CatalogueBlockFields;
  /** Names the catalogue's own texts, used for every header text the block leaves unset. */
  noun: string;
  /** The entity's links for signed-in visitors; none for a company directory. */
  links: readonly HeaderLink[];
  titleId: string;
}

/**
 * Title, heading and subheading for signed-in or anonymous visitors (spec 1 §2), the catalogue's own unless the block
 * sets them; a sign-in button for anonymous
 * visitors while the site allows signing in, and the entity's links (each behind its flag) for signed-in ones.
 */
export function CatalogueHeader({ fields, noun, links, titleId }: CatalogueHeaderProps) {
  const { t } = useTranslation();
  const text = useText();
  const { user, scopes, settings, locale } = usePageContext();
  const signedIn = user !== null && isSignedIn(scopes);
  const texts = (signedIn ? fields.signedInHeader : fields.anonymousHeader) ?? {};
  // An empty text ('') hides that line; only an unset one falls back.
  const own = (name: string) => `translate.base.catalogue.${noun}.${name}`;
  const title = text(texts.title ?? own('title'));
  const subheading = texts.subheading ?? own(signedIn ? 'signed-in-subheading' : 'anonymous-subheading');
  const messages = fields.showHeaderMessages === false ? [] : [text(texts.heading ?? own('heading')), text(subheading)];
  const showSignIn = !signedIn && fields.showLoginButton !== false && settings.features.allowLogOn === true;
  const shownLinks = signedIn ? links.filter((link) => settings.features[link.feature] === true) : [];
  // The links' counters follow live events while the page is open (a message arrives, an invitation comes).
  useMessagingLiveUpdates(settings.features.enableSignalr === true && shownLinks.some((link) => link.counter), COUNTER_KEYS);

  return (
    <header className="catalogue-header">
      {title && (
        <h1 className="catalogue-header__title" id={titleId}>
          {title}
        </h1>
      )}
      {messages[0] && <p className="catalogue-header__heading">{messages[0]}</p>}
      {messages[1] && <p className="catalogue-header__subheading">{messages[1]}</p>}
      {(showSignIn || shownLinks.length > 0) && (
        <div className="catalogue-header__actions">
          {showSignIn && (
            <a className="button button--primary" href={localizedPath(locale, '/sign-in')}>
              {t('translate.base.catalogue.sign-in')}
            </a>
          )}
          {shownLinks.map((link) => (
            <a key={link.path} className="button" href={localizedPath(locale, link.path)}>
              {t(link.label)}
              {link.counter && <LinkCount counter={link.counter} />}
            </a>
          ))}
        </div>
      )}
    </header>
  );
}
