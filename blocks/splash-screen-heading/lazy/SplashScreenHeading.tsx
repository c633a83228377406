import type { CSSProperties } from 'react';
import type { BlockComponentProps } from '../../../src/app/block-kit';
import { useText } from '../../../src/i18n/use-text';
import { Heading } from '../../shared/Heading';
import { linearGradient, safeColours } from '../../shared/lazy/animated-background-gradient';
import type { SplashScreenHeadingProps } from '../props.gen';
import { Glyph } from './Glyph';
import './splash-screen-heading.css';

/** The splash heading: glyph, gradient lettering and subheading over the backdrop gradient. */
export default function SplashScreenHeading({ props }: BlockComponentProps<SplashScreenHeadingProps>) {
  const text = useText();
  const heading = text(props.heading);
  const subheading = text(props.subheading);
  const { text: lettering, background } = props.gradients ?? {};
  const backdrop = linearGradient(background);
  const letteringGradient = linearGradient(lettering, 90);
  const style = { minHeight: `${props.minHeight ?? 0}px`, backgroundImage: backdrop } as CSSProperties;
  const classes = ['splash-heading', `splash-heading--${props.alignment ?? 'center'}`, backdrop && 'splash-heading--backdrop'];
  return (
    <div className={classes.filter(Boolean).join(' ')} style={style}>
      {props.glyphText && <Glyph name={props.glyphText} gradient={lettering} />}
      <Heading
        level={props.headingLevel}
        fallbackLevel={1}
        className={`splash-heading__title${letteringGradient ? ' splash-heading__title--gradient' : ''}`}
        // The first colour is the lettering's own colour where gradient lettering cannot be drawn.
        style={letteringGradient ? { backgroundImage: letteringGradient, color: safeColours(lettering?.colors)[0] } : undefined}
      >
        {heading}
      </Heading>
      {subheading && <p className="splash-heading__subheading">{subheading}</p>}
    </div>
  );
}
