import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { QaDesign } from '../../../schemas/generated/api/qa/design';
import type { QaDesignRequest } from '../../../schemas/generated/api/qa/design-request';
import type { QaRun } from '../../../schemas/generated/api/qa/run';
import type { QaRunCreated } from '../../../schemas/generated/api/qa/run-created';
import type { QaRunList } from '../../../schemas/generated/api/qa/run-list';
import type { QaRunRequest } from '../../../schemas/generated/api/qa/run-request';
import type { UploadResponse } from '../../engine';
import { apiRequest } from '../client';

export type { QaDesign, QaDesignRequest, QaRun, QaRunList, QaRunRequest };
export type { QaResult } from '../../../schemas/generated/api/qa/result';
export type { QaAction } from '../../../schemas/generated/api/qa/action';
export type { QaRunSummary } from '../../../schemas/generated/api/qa/run-summary';

/** Query keys of the QA tool; everything starts with `qa`, so one invalidation refreshes the whole page. */
export const qaKeys = {
  all: ['qa'] as const,
  runs: ['qa', 'runs'] as const,
  run: (id: string) => ['qa', 'runs', id] as const,
};

const runPath = (id: string) => `/qa/runs/${encodeURIComponent(id)}`;

/** A run still moving: its progress is polled. */
export const isActiveRun = (status: QaRun['status']): boolean => status === 'queued' || status === 'running';

/** The latest runs, newest first (GET /qa/runs). */
export function useQaRuns() {
  return useQuery({
    queryKey: qaKeys.runs,
    queryFn: ({ signal }) => apiRequest<QaRunList>('/qa/runs', { signal }),
    staleTime: 0,
    retry: false,
  });
}

/**
 * One run with its queue and results (GET /qa/runs/{id}), polled every `pollMs` while it is queued or running; when it
 * ends, the history is asked for again so its counts follow.
 */
export function useQaRun(id: string | null, pollMs: number) {
  const client = useQueryClient();
  const run = useQuery({
    queryKey: qaKeys.run(id ?? ''),
    queryFn: ({ signal }) => apiRequest<QaRun>(runPath(id ?? ''), { signal }),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => (query.state.data && isActiveRun(query.state.data.status) ? pollMs : false),
  });
  const status = run.data?.status;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current && isActiveRun(previous.current) && status && !isActiveRun(status)) void client.invalidateQueries({ queryKey: qaKeys.runs, exact: true });
    previous.current = status;
  }, [client, status]);
  return run;
}

/** A run's answer replaces its cached copy, and the history learns of it. */
function useRunChanged() {
  const client = useQueryClient();
  return (run: QaRun) => {
    client.setQueryData(qaKeys.run(run.id), run);
    void client.invalidateQueries({ queryKey: qaKeys.runs, exact: true });
  };
}

/** Queues a run (POST /qa/runs); its errors (400 with field paths, 422) are the caller's to show. */
export function useStartQaRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: QaRunRequest) => apiRequest<QaRunCreated>('/qa/runs', { method: 'POST', body: request }),
    onSuccess: () => client.invalidateQueries({ queryKey: qaKeys.runs, exact: true }),
  });
}

export function useCancelQaRun() {
  const changed = useRunChanged();
  return useMutation({
    mutationFn: (id: string) => apiRequest<QaRun>(`${runPath(id)}/cancel`, { method: 'POST' }),
    onSuccess: changed,
  });
}

/** Makes a result's screenshot its combination's design (POST /qa/runs/{id}/results/{seq}/accept). */
export function useAcceptQaResult() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ runId, seq }: { runId: string; seq: number }) => apiRequest<QaDesign>(`${runPath(runId)}/results/${seq}/accept`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: qaKeys.all }),
  });
}

const MEDIA_TYPES: Record<string, string> = { png: 'image/png', gif: 'image/gif', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** The media type the upload expects for the file's extension (browsers leave `File.type` empty for some files). */
const mediaTypeOf = (file: File): string => file.type || MEDIA_TYPES[file.name.toLowerCase().split('.').pop() ?? ''] || 'application/octet-stream';

/**
 * Stores an image through the site editor's upload (PUT /siteeditor/file, raw body) and registers it as one
 * combination's design (PUT /qa/designs). Either step's ApiError is thrown as it is.
 */
export function useUploadQaDesign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, combination }: { file: File; combination: Omit<QaDesignRequest, 'imageUrl'> }) => {
      // Header values must be ASCII: the name is percent-encoded, which keeps its extension readable to the server.
      const uploaded = await apiRequest<UploadResponse>('/siteeditor/file', {
        method: 'PUT',
        body: file,
        headers: { 'content-type': mediaTypeOf(file), 'x-file-name': encodeURIComponent(file.name) },
      });
      return apiRequest<QaDesign>('/qa/designs', { method: 'PUT', body: { ...combination, imageUrl: uploaded.url } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: qaKeys.all }),
  });
}
