import { useId } from 'react';
import { type BlockComponentProps, defineBlock } from '../../src/app/block-kit';
import { SectionHeading } from '../shared/SectionHeading';
import type { ComponentGroupProps } from './props.gen';
import './component-group.css';

function ComponentGroup({ props, children }: BlockComponentProps<ComponentGroupProps>) {
  const headingId = useId();
  return (
    <section className="component-group" aria-labelledby={props.heading ? headingId : undefined}>
      <SectionHeading fields={props} id={headingId} />
      <div
        className={`component-group__items component-group--gap-${props.gap ?? 'medium'} component-group--align-${props.alignment ?? 'start'}`}
      >
        {children}
      </div>
    </section>
  );
}

export const componentGroup = defineBlock<ComponentGroupProps>({
  name: 'component-group',
  component: ComponentGroup,
  acceptsChildren: true,
});
