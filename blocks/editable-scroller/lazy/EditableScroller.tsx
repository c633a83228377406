import type { BlockComponentProps } from '../../../src/app/block-kit';
import { ScrollerSection } from '../../shared/lazy/scroller/ScrollerSection';
import type { EditableScrollerProps } from '../props.gen';

const SLIDE_WIDTHS = { small: '14rem', medium: '20rem', large: '28rem', full: '100%' } as const;

/** The nested blocks as slides. */
export default function EditableScroller({ props, children }: BlockComponentProps<EditableScrollerProps>) {
  return (
    <ScrollerSection fields={props} name="editable-scroller" slideWidth={SLIDE_WIDTHS[props.slideWidth ?? 'medium']}>
      {children}
    </ScrollerSection>
  );
}
