import { useId, useMemo } from 'react';
import { defineBlock, type BlockComponentProps } from '../../src/app/block-contract';
import { useText } from '../../src/i18n/use-text';
import { SectionHeading } from '../shared/SectionHeading';
import type { ContentBlockProps } from './props.gen';
import { sanitizeHtml } from './sanitize-html';
import schema from './schema.json';
import './content-block.css';

function ContentBlock({ props }: BlockComponentProps<ContentBlockProps>) {
  const text = useText();
  const headingId = useId();
  const source = text(props.html);
  const html = useMemo(() => sanitizeHtml(source), [source]);
  const hasHeading = Boolean(props.heading);
  return (
    <section className="content-block" aria-labelledby={hasHeading ? headingId : undefined}>
      <SectionHeading fields={props} id={headingId} />
      <div className="content-block__body" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

export const contentBlock = defineBlock<ContentBlockProps>({
  name: 'content-block',
  displayName: 'translate.base.blocks.content-block.name',
  group: 'text',
  schema,
  component: ContentBlock,
  defaults: { html: '<p>Write your content here.</p>' },
});
