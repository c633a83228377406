/**
 * The items one search keeps. Each item holds the number of the last search that kept it, so emptying the set for
 * the next search is one increment: one set per index, reused, because allocating (and later freeing) a typed array
 * per search cost more than the search itself.
 */
export class MemberSet {
  private readonly stamps: Uint32Array;
  private generation = 0;

  constructor(size: number) {
    this.stamps = new Uint32Array(size);
  }

  /** Empties the set. */
  clear(): void {
    if (this.generation === 0xffffffff) {
      this.stamps.fill(0);
      this.generation = 0;
    }
    this.generation += 1;
  }

  add(item: number): void {
    this.stamps[item] = this.generation;
  }

  has(item: number): boolean {
    return this.stamps[item] === this.generation;
  }
}
