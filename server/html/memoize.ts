/** Remembers the results of a pure string function, forgetting the least recently used once inputs and results exceed `maxChars`. */
export function memoizeStrings(fn: (input: string) => string, maxChars: number): (input: string) => string {
  const results = new Map<string, string>();
  let chars = 0;
  return (input) => {
    const known = results.get(input);
    if (known !== undefined) {
      // Re-inserting moves the entry to the end, the most recently used.
      results.delete(input);
      results.set(input, known);
      return known;
    }
    const result = fn(input);
    results.set(input, result);
    chars += input.length + result.length;
    for (const [oldest, oldResult] of results) {
      if (chars <= maxChars) break;
      results.delete(oldest);
      chars -= oldest.length + oldResult.length;
    }
    return result;
  };
}
