/** Where each key moves focus in a row of `count` tabs (WAI-ARIA tabs pattern: arrows wrap around). */
export const TAB_KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};
