import { createAppRegistry, defineBlock, type AppBlockType } from '../../../src/app/block-contract';

/** Minimal block types for shell tests (the real blocks have their own tests). */
export const textBlock = defineBlock<{ text?: string }>({
  name: 'test-text',
  displayName: 'Text',
  group: 'text',
  schema: {},
  defaults: {},
  component: ({ props }) => <p>{props.text}</p>,
});

/** Shaped like a typical content block: a section with a heading and a paragraph. */
export const cardBlock = defineBlock<{ title?: string; text?: string }>({
  name: 'test-card',
  displayName: 'Card',
  group: 'text',
  schema: {},
  defaults: {},
  component: ({ props }) => (
    <section className="card">
      <h2>{props.title}</h2>
      <p>{props.text}</p>
    </section>
  ),
});

export const groupBlock = defineBlock<{ label?: string }>({
  name: 'test-group',
  displayName: 'Group',
  group: 'layout',
  schema: {},
  defaults: {},
  acceptsChildren: true,
  component: ({ props, children }) => <section aria-label={props.label}>{children}</section>,
});

export const leafBlock = defineBlock<{ label?: string }>({
  name: 'test-leaf',
  displayName: 'Leaf',
  group: 'layout',
  schema: {},
  defaults: {},
  component: ({ props, children }) => <section aria-label={props.label}>{children}</section>,
});

export const throwingBlock = defineBlock<Record<string, never>>({
  name: 'test-throws',
  displayName: 'Throws',
  group: 'text',
  schema: {},
  defaults: {},
  component: () => {
    throw new Error('block exploded');
  },
});

export const testRegistry = createAppRegistry(
  [textBlock, cardBlock, groupBlock, leafBlock, throwingBlock].map((type) => type as unknown as AppBlockType<never>),
);
