import type { CSSProperties } from 'react';
import { type BlockComponentProps, defineBlock } from '../../src/app/block-kit';
import { useText } from '../../src/i18n/use-text';
import { ButtonList } from '../shared/ButtonList';
import { Heading } from '../shared/Heading';
import { HeroAsset } from './HeroAsset';
import type { HeroBladeProps } from './props.gen';
import './hero-blade.css';

function HeroBlade({ props }: BlockComponentProps<HeroBladeProps>) {
  const text = useText();
  if (props.hidden) return null;
  const { textSection } = props;
  const heading = text(textSection.heading);
  const subheading = text(textSection.subheading);
  const body = text(textSection.body);
  const layout = {
    '--hero-blade-asset-share': props.assetDominanceRatio ?? 0.5,
    '--hero-blade-gutter': `${props.centerGutterWidth ?? 32}px`,
  } as CSSProperties;
  const classes = [
    'hero-blade',
    `hero-blade--asset-${props.assetPosition ?? 'left'}`,
    props.containerBoxShadow && 'hero-blade--shadow',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} style={layout}>
      <div className="hero-blade__text">
        {heading && (
          <Heading level={textSection.headingLevel} className="hero-blade__heading">
            {heading}
          </Heading>
        )}
        {subheading && <p className="hero-blade__subheading">{subheading}</p>}
        {body && <p className="hero-blade__body">{body}</p>}
        <ButtonList buttons={textSection.buttons} />
      </div>
      <div className="hero-blade__asset">
        <HeroAsset asset={props.assetData} requiresAuth={props.videoRequiresAuth === true} />
      </div>
    </div>
  );
}

export const heroBlade = defineBlock<HeroBladeProps>({
  name: 'hero-blade',
  component: HeroBlade,
});
