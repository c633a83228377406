import { defineBlock } from '../../src/app/block-kit';
import { SectionHeading } from '../shared/SectionHeading';
import type { SectionHeadingProps } from './props.gen';

export const sectionHeading = defineBlock<SectionHeadingProps>({
  name: 'section-heading',
  component: ({ props }) => <SectionHeading fields={props} />,
});
