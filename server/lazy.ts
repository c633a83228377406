/** Runs `load` on the first call and shares its result with every later one; a failed load is retried on the next call. */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
}
