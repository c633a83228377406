/** The `q` quantile (0.5 = median) of a set of timings (0 for none). */
export function percentile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
}

/** The 95th percentile of a set of timings (0 for none). */
export const p95 = (samples: readonly number[]): number => percentile(samples, 0.95);
