import { useTranslation } from 'react-i18next';
import type { ButtonOrLink } from '../../schemas/generated/button';
import { usePageContext } from '../../src/app/block-kit';
import { useText } from '../../src/i18n/use-text';
import { linkHref } from './safe-url';
import './buttons.css';

type ButtonStyle = NonNullable<ButtonOrLink['buttonStyle']>;

/** Call-to-action types look primary, plain links look like text, everything else secondary. */
const STYLE_BY_TYPE: Record<NonNullable<ButtonOrLink['type']>, ButtonStyle> = {
  ctalink: 'primary',
  ctabutton: 'primary',
  button: 'secondary',
  'custom-action': 'secondary',
  'lightbox-link': 'secondary',
  link: 'text',
};

/**
 * One button or link from content (schemas/button.json). Every variant navigates, so each is an `<a>`; one without a
 * safe destination is not rendered. Gates (`requiresFeature`, `blockedScope`) are applied by `ButtonList`.
 */
export function ButtonLink({ button }: { button: ButtonOrLink }) {
  const { locale } = usePageContext();
  const text = useText();
  const { t } = useTranslation();
  const href = linkHref(button.url ?? (button.scrollTo ? `#${button.scrollTo}` : undefined), locale);
  if (!href) return null;
  const style = button.buttonStyle ?? STYLE_BY_TYPE[button.type ?? 'link'];
  const newWindow = button.target === '_blank';
  const label = text(button.text);
  return (
    <a
      className={`block-button block-button--${style}`}
      href={button.isDisabled ? undefined : href}
      aria-disabled={button.isDisabled || undefined}
      aria-label={button.ariaLabel ? text(button.ariaLabel) : undefined}
      target={newWindow ? '_blank' : undefined}
      rel={newWindow ? 'noopener noreferrer' : undefined}
      download={button.download || undefined}
      data-analytics-tag={button.analyticsTag}
    >
      {label}
      {newWindow && <span className="block-visually-hidden"> {t('translate.base.blocks.shared.opens-new-window')}</span>}
    </a>
  );
}
