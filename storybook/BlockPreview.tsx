import type { ReactNode } from 'react';
import type { AppBlockType } from '../src/app/block-kit';

/** Renders a block type the way the page renderer does (without the wrapper), for stories and tests. */
export function BlockPreview<P>({ type, props, children }: { type: AppBlockType<P>; props: P; children?: ReactNode }) {
  const Component = type.component;
  return (
    <Component props={props} block={{ component: type.name, contentId: `${type.name}-preview`, key: type.name, props: props as Record<string, unknown> }}>
      {children}
    </Component>
  );
}
