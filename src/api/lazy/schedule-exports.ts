import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScheduleWebcal } from '../../../schemas/generated/api/schedule/webcal';
import type { Locale } from '../../engine';
import { API_BASE, ApiError, apiRequest } from '../client';

export type { ScheduleWebcal };

/** The one-off calendar download of the caller's schedule, in their language. */
export const calendarDownloadPath = (locale: Locale) => `${API_BASE}/schedule/ics?lang=${locale}`;

const webcalKey = (locale: Locale) => ['schedule', 'webcal', locale] as const;

/** The caller's calendar subscription links (made on first ask); `enabled: false` until the visitor asks for them. */
export function useWebcalLinks(locale: Locale, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: webcalKey(locale),
    queryFn: ({ signal }) => apiRequest<ScheduleWebcal>('/schedule/webcal', { query: { lang: locale }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** A new secret link (the old one stops working) or none at all (revoked): the cached links follow. */
export function useWebcalTokenChange(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: 'regenerate' | 'revoke') =>
      change === 'regenerate'
        ? apiRequest<ScheduleWebcal>('/schedule/webcal/token', { method: 'POST', query: { lang: locale } })
        : apiRequest<undefined>('/schedule/webcal/token', { method: 'DELETE' }),
    onSuccess: (links) => {
      // Every language's cached link named the old token.
      queryClient.removeQueries({ queryKey: ['schedule', 'webcal'] });
      if (links) queryClient.setQueryData(webcalKey(locale), links);
    },
  });
}

/** Fetches a file the API writes (the cookie travels) and hands it to the browser as a download named `fileName`. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const response = await fetch(`${API_BASE}${path}`, { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({ error: response.statusText, message: response.statusText }))) as ApiError['body'];
    throw new ApiError(response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click the browser holds the file; a moment later the address can go.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** The caller's trip report in `locale`, as a download. */
export const downloadTripReport = (locale: Locale) => downloadFile(`/schedule/tripreport/${locale}`, 'trip-report.docx');
