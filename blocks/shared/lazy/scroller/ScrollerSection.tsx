import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionHeadingFields } from '../../../../schemas/generated/heading';
import type { ScrollerFields } from '../../../../schemas/generated/scroller-settings';
import { EditorNote, usePageContext } from '../../../../src/app/block-kit';
import { useText } from '../../../../src/i18n/use-text';
import { SectionHeading } from '../../SectionHeading';
import { Scroller, type ScrollerProps } from './Scroller';

export interface ScrollerSectionProps {
  fields: SectionHeadingFields & ScrollerFields;
  /** Block name: `translate.base.blocks.{name}.slides` names an untitled row, `.empty` is the editors' hint. */
  name: string;
  slideWidth: ScrollerProps['slideWidth'];
  children: ReactNode;
}

/** A scroller block: its section heading over the scrolling row, which takes the heading as its name. */
export function ScrollerSection({ fields, name, slideWidth, children }: ScrollerSectionProps) {
  const { t } = useTranslation();
  const text = useText();
  const { isEditor } = usePageContext();
  const heading = text(fields.heading);
  return (
    // Not a region itself: the scrolling row is one, named by the heading.
    <div className={name}>
      <SectionHeading fields={fields} />
      <Scroller
        settings={fields.scrollerSettings}
        label={heading || t(`translate.base.blocks.${name}.slides`)}
        slideWidth={slideWidth}
        emptyNote={isEditor && <EditorNote messageKey={`translate.base.blocks.${name}.empty`} values={{}} />}
      >
        {children}
      </Scroller>
    </div>
  );
}
