import { usePageContext } from '../../../../src/app/block-kit';

/** Characters of the description that go into the description meta tag. */
const DESCRIPTION_LENGTH = 300;

/**
 * The page title and description for the item shown (React hoists them into the document head), so shared and
 * bookmarked detail pages carry the item's name instead of the site's.
 */
export function EntityMeta({ title, description }: { title: string; description?: string | null | undefined }) {
  const { settings } = usePageContext();
  const programName = settings.settings.programName;
  const summary = description?.replace(/\s+/g, ' ').trim().slice(0, DESCRIPTION_LENGTH);
  return (
    <>
      <title>{typeof programName === 'string' && programName ? `${title} | ${programName}` : title}</title>
      {summary && <meta name="description" content={summary} />}
      <meta property="og:title" content={title} />
    </>
  );
}
