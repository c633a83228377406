import { useTranslation } from 'react-i18next';
import { type BlockComponentProps, usePageContext } from '../../../src/app/block-kit';
import { isSignedIn } from '../../../src/engine';
import { useText } from '../../../src/i18n/use-text';
import { ButtonList } from '../../shared/ButtonList';
import { Heading } from '../../shared/Heading';
import { SignInLink } from '../../shared/SignInLink';
import type { SectionHeaderProps } from '../props.gen';
import './section-header.css';

/** A section's opening header, worded for signed-in or anonymous visitors. */
export default function SectionHeader({ props }: BlockComponentProps<SectionHeaderProps>) {
  const { t } = useTranslation();
  const text = useText();
  const { user, scopes } = usePageContext();
  const signedIn = user !== null && isSignedIn(scopes);
  // A text the signed-in wording leaves unset is the anonymous one; an empty text hides that line.
  const texts = signedIn ? { ...props.anonymousHeader, ...props.signedInHeader } : props.anonymousHeader;
  const title = text(texts.title);
  const heading = text(texts.heading);
  const subheading = text(texts.subheading);
  const showSignIn = !signedIn && props.showSignInButton === true;
  const alignment = props.alignment ?? 'left';
  return (
    <header className={`section-header section-header--${alignment}`}>
      {title && (
        <Heading level={props.titleLevel} className="section-header__title">
          {title}
        </Heading>
      )}
      {heading && <p className="section-header__heading">{heading}</p>}
      {subheading && <p className="section-header__subheading">{subheading}</p>}
      <div className={`section-header__actions section-header__actions--${alignment}`}>
        {showSignIn && (
          <SignInLink className="block-button block-button--primary">{t('translate.base.blocks.section-header.sign-in')}</SignInLink>
        )}
        <ButtonList buttons={props.buttons} />
      </div>
    </header>
  );
}
