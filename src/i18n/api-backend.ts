import type { BackendModule } from 'i18next';
import { apiRequest } from '../api/client';

/**
 * i18next backend reading `/api/v1/translation/{lng}/{ns}` through the app's API client.
 * (i18next-http-backend would add ~5 KB gzip and a fetch ponyfill to every first load for the same request.)
 * On failure i18next retries the read itself.
 */
export const apiTranslationBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    apiRequest<Record<string, string>>(`/translation/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}`)
      .then((resources) => callback(null, resources))
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false));
  },
};
