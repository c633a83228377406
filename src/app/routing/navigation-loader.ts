import { redirect, type LoaderFunctionArgs } from 'react-router';
import { redirectFor, splitLocalePath } from '../../engine';
import { ensureLanguage } from '../../i18n/setup';
import { useShellStore } from '../store/shell-store';
import { chosenLocale } from './chosen-locale';

/**
 * Runs before every navigation renders: sends `/`, unprefixed and alias-prefixed paths to their served URL,
 * applies a `?testingDate=` and an `?env=` link, and waits for the language's translations so the page never flashes keys.
 */
export async function navigationLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const target = redirectFor(url.pathname, chosenLocale());
  if (target) throw redirect(`${target}${url.search}`);

  const preview = useShellStore.getState();
  const testingDate = url.searchParams.get('testingDate');
  if (testingDate) preview.pickDate(testingDate);
  const env = url.searchParams.get('env');
  if (env) preview.pickEnvironment(env);

  const { locale } = splitLocalePath(url.pathname);
  if (locale) await ensureLanguage(locale);
  return null;
}
