import { useId } from 'react';
import { type BlockComponentProps, defineBlock } from '../../src/app/block-kit';
import { useText } from '../../src/i18n/use-text';
import { SectionHeading } from '../shared/SectionHeading';
import type { ContentBlockProps } from './props.gen';
import './content-block.css';

function ContentBlock({ props }: BlockComponentProps<ContentBlockProps>) {
  const text = useText();
  const headingId = useId();
  const hasHeading = Boolean(props.heading);
  return (
    <section className="content-block" aria-labelledby={hasHeading ? headingId : undefined}>
      <SectionHeading fields={props} id={headingId} />
      {/* The server sanitises this HTML (the prop and the translations it names) as it leaves the API, so attendees
          download no sanitiser of their own (server/html/sanitize-html.ts). */}
      <div className="content-block__body" dangerouslySetInnerHTML={{ __html: text(props.html) }} />
    </section>
  );
}

export const contentBlock = defineBlock<ContentBlockProps>({
  name: 'content-block',
  component: ContentBlock,
});
