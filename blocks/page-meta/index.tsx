import { type BlockComponentProps, defineBlock } from '../../src/app/block-kit';
import { useText } from '../../src/i18n/use-text';
import type { PageMetaProps } from './props.gen';

/** React 19 hoists these <title> and <meta> elements into the document head, also when rendered on the server. */
function PageMeta({ props }: BlockComponentProps<PageMetaProps>) {
  const text = useText();
  const tags = props.metaTags ?? {};
  const title = text(tags.title);
  const named: [string, string][] = [
    ['description', text(tags.description)],
    ['twitter:title', text(tags.twitterTitle)],
    ['twitter:description', text(tags.twitterDescription)],
    ['twitter:image', tags.twitterImage ?? ''],
  ];
  const properties: [string, string][] = [
    ['og:title', text(tags.ogTitle)],
    ['og:description', text(tags.ogDescription)],
    ['og:image', tags.ogImage ?? ''],
  ];
  return (
    <>
      {title && <title>{title}</title>}
      {named.map(([name, content]) => content && <meta key={name} name={name} content={content} />)}
      {properties.map(([property, content]) => content && <meta key={property} property={property} content={content} />)}
      {props.enableIndexing === false && <meta name="robots" content="noindex" />}
    </>
  );
}

export const pageMeta = defineBlock<PageMetaProps>({
  name: 'page-meta',
  component: PageMeta,
});
