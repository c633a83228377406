import { defineBlock } from '../../src/app/block-contract';
import { SectionHeading } from '../shared/SectionHeading';
import type { SectionHeadingProps } from './props.gen';

export const sectionHeading = defineBlock<SectionHeadingProps>({
  name: 'section-heading',
  displayName: 'translate.base.blocks.section-heading.name',
  group: 'text',
  component: ({ props }) => <SectionHeading fields={props} />,
  defaults: { heading: 'Section heading', headingLevel: 2, headingAlignment: 'left' },
});
