import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Environment, TranslationDiffResponse, TranslationMetadataResponse, TranslationWriteRequest, TranslationWriteResponse } from '../../engine';
import { reloadTexts, TEXT_NAMESPACE } from '../../i18n/reload-texts';
import { apiRequest } from '../client';

// The editors' translation calls: under lazy/, so they ship with the editor and never in an attendee's first download.

/** Query keys of the stored strings editors edit; a write or a restore of texts invalidates `env`. */
export const metadataKeys = {
  env: (env: Environment) => ['translation-metadata', env] as const,
  lang: (env: Environment, lang: string) => [...metadataKeys.env(env), lang] as const,
};

/** Query keys of the translation differences between two environments; a copy of texts invalidates `all`. */
export const translationDiffKeys = {
  all: ['translations', 'diff'] as const,
  between: (a: Environment, b: Environment) => [...translationDiffKeys.all, a, b] as const,
};

/** The differences of every text between two environments, as a query of `translationDiffKeys.between(from, to)`. */
export const translationDiffQuery = (from: Environment, to: Environment) => ({
  queryKey: translationDiffKeys.between(from, to),
  queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<TranslationDiffResponse>(`/translation/all/${from}/${to}`, { signal }),
});

/** The stored (unsanitised) strings of one language, by key, as editors edit them. */
export function useTranslationStrings(env: Environment, lang: string) {
  return useQuery({
    queryKey: metadataKeys.lang(env, lang),
    queryFn: ({ signal }) => apiRequest<TranslationMetadataResponse>(`/translation/metadata/${encodeURIComponent(lang)}/${TEXT_NAMESPACE}`, { query: { env }, signal }),
    select: (response) => new Map(response.keys.map(({ key, value }) => [key, value])),
  });
}

/**
 * After a write: the editor's strings are refetched, and so are the page's own translations of that language, so
 * the page shows the new text at once (the live stream would too, but only a moment later and only when it is on).
 */
function useAfterWrite(env: Environment) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return async (langs?: readonly string[]) => {
    await queryClient.invalidateQueries({ queryKey: metadataKeys.env(env) });
    await reloadTexts(i18n, langs);
  };
}

/** `PUT /translation/update/{lang}`: sets texts of one language and namespace in one environment. */
export function putTranslations(request: { env: Environment; lang: string; ns: string; entries: Record<string, string> }) {
  const { env, lang, ns, entries } = request;
  return apiRequest<TranslationWriteResponse>(`/translation/update/${encodeURIComponent(lang)}`, {
    method: 'PUT',
    query: { env },
    body: { ns, entries } satisfies TranslationWriteRequest,
  });
}

/** Sets texts of the page's language, then shows them on the page. */
export function useUpdateTranslations(env: Environment, lang: string) {
  const afterWrite = useAfterWrite(env);
  return useMutation({
    mutationFn: (entries: Record<string, string>) => putTranslations({ env, lang, ns: TEXT_NAMESPACE, entries }),
    onSuccess: () => afterWrite([lang]),
  });
}

/** `PUT /translation/addInitialTranslations`: creates keys in every served language with the same first text. */
export function useAddInitialTranslations(env: Environment) {
  const afterWrite = useAfterWrite(env);
  return useMutation({
    mutationFn: (entries: Record<string, string>) =>
      apiRequest<TranslationWriteResponse>('/translation/addInitialTranslations', {
        method: 'PUT',
        query: { env },
        body: { ns: TEXT_NAMESPACE, entries } satisfies TranslationWriteRequest,
      }),
    onSuccess: () => afterWrite(),
  });
}
