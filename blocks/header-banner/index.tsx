import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockComponentProps, defineBlock, usePageContext } from '../../src/app/block-kit';
import { useText } from '../../src/i18n/use-text';
import { ButtonList } from '../shared/ButtonList';
import { imageSrc } from '../shared/safe-url';
import type { HeaderBannerProps } from './props.gen';
import { DEVICES, forDevice, readBannerSettings, selectBanners, type BannerSlot } from './select-banner';
import './header-banner.css';

function HeaderBanner({ props }: BlockComponentProps<HeaderBannerProps>) {
  const { page, settings } = usePageContext();
  const slots = selectBanners({ ...readBannerSettings(settings.settings), page, overrides: props });
  return (
    <>
      {slots.map((slot) => (
        <Banner key={slot.banner.identifier} slot={slot} />
      ))}
    </>
  );
}

/** One banner; media queries show it only on its devices, so the choice needs no JavaScript measurement. */
function Banner({ slot: { banner, devices } }: { slot: BannerSlot }) {
  const text = useText();
  const { t } = useTranslation();
  const titleId = useId();
  const [mobileImage, tabletImage, desktopImage] = DEVICES.map((device) => imageSrc(forDevice(banner.imageUrls, device)));
  const classes = [
    'header-banner',
    ...devices.map((device) => `header-banner--on-${device}`),
    banner.reduceBannerOnMobile && 'header-banner--reduced-on-mobile',
  ];
  const colors: CSSProperties = { backgroundColor: banner.backgroundColor, color: banner.textColor };
  const title = text(banner.mainTitle);
  return (
    <section className={classes.filter(Boolean).join(' ')} style={colors} aria-labelledby={title ? titleId : undefined}>
      {desktopImage && (
        <picture className="header-banner__image">
          {mobileImage && <source media="(max-width: 539px)" srcSet={mobileImage} />}
          {tabletImage && <source media="(max-width: 1083px)" srcSet={tabletImage} />}
          <img src={desktopImage} alt="" />
        </picture>
      )}
      {banner.isMobileBackButtonEnabled && (
        <button type="button" className="header-banner__back" onClick={() => window.history.back()}>
          {t('translate.base.blocks.header-banner.back')}
        </button>
      )}
      <div className="header-banner__content">
        {title && (
          <h1 id={titleId} className="header-banner__title">
            {title}
          </h1>
        )}
        {banner.subTitle && <p className="header-banner__subtitle">{text(banner.subTitle)}</p>}
        <ButtonList buttons={banner.buttons} />
      </div>
    </section>
  );
}

export const headerBanner = defineBlock<HeaderBannerProps>({
  name: 'header-banner',
  component: HeaderBanner,
});
