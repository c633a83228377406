import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockComponentProps, EditorNote, usePageContext } from '../../../src/app/block-kit';
import { useText } from '../../../src/i18n/use-text';
import { ExternalLink } from '../../shared/lazy/detail/ExternalLink';
import type { SocialShareProps } from '../props.gen';
import { orderedLinks } from './social-order';
// ExternalLink's "opens in a new window" note is visually hidden by a class of buttons.css.
import '../../shared/buttons.css';
import './social-share.css';

/** The follow label and one link per network that has an address, in the editor's order. */
export default function SocialShare({ props }: BlockComponentProps<SocialShareProps>) {
  const { t } = useTranslation();
  const { isEditor } = usePageContext();
  const text = useText();
  const labelId = useId();
  const links = orderedLinks(props.links, props.socialOrder);
  if (links.length === 0) return isEditor ? <EditorNote messageKey="translate.base.blocks.social-share.no-links" values={{}} /> : null;
  const colors: CSSProperties = { color: props.linkColor, backgroundColor: props.linkBackgroundColor };
  const label = text(props.followLabel) || t('translate.base.blocks.social-share.follow');
  return (
    <div className={`social-share social-share--${props.alignment ?? 'left'}`}>
      <p className="social-share__label" id={labelId}>
        {label}
      </p>
      <ul className="social-share__links" aria-labelledby={labelId}>
        {links.map(({ network, href }) => (
          <li key={network}>
            <ExternalLink href={href} className={`social-share__link social-share__link--${network}`}>
              <span style={colors} className="social-share__name">
                {t(`translate.base.blocks.social-share.network.${network}`)}
              </span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
