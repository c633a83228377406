import { usePageDirectory } from '../../api/pages';
import { pageTitle } from '../../engine';
import { useRoute } from './use-route';

/** The stored title of the content page being shown, in the page's language (English when it has none there). */
export function usePageTitle(): string | undefined {
  const { page, locale } = useRoute();
  return pageTitle(usePageDirectory()?.byId.get(page), locale);
}
