import { useTranslation } from 'react-i18next';
import type { SessionAnswer } from '../../../src/api/lazy/catalogue-items';
import { usePageContext } from '../../../src/app/block-kit';
import { SignInLink } from '../../shared/SignInLink';
import type { HappeningNowProps } from '../props.gen';
import { watchNowOffer } from './watch-now';

const key = (name: string) => `translate.base.blocks.happening-now.${name}`;

/** A live session's watch-now link, or a sign-in link for anonymous visitors, by the rules of `watchNowOffer`. */
export function WatchNow({ session, props }: { session: SessionAnswer; props: Pick<HappeningNowProps, 'buttonStyle' | 'watchNowAnalyticsTag'> }) {
  const { t } = useTranslation();
  const { scopes } = usePageContext();
  const offer = watchNowOffer(session, scopes);
  const className = `block-button block-button--${props.buttonStyle ?? 'primary'}`;
  // The visible text is the same on every card; the hidden title tells the links apart.
  const title = <span className="block-visually-hidden">: {session.displayTitle || session.title}</span>;
  if (offer.kind === 'sign-in') {
    return (
      <SignInLink className={className}>
        {t(key('sign-in-to-watch'))}
        {title}
      </SignInLink>
    );
  }
  if (offer.kind === 'none') return null;
  return (
    <a className={className} href={offer.url} target="_blank" rel="noopener noreferrer" data-analytics-tag={props.watchNowAnalyticsTag}>
      {t(key('watch-now'))}
      {title}
      <span className="block-visually-hidden"> {t('translate.base.blocks.shared.opens-new-window')}</span>
    </a>
  );
}
