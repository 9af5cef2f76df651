/**
 * A bounded cache that a stream of one-off keys cannot empty of its popular entries (a segmented
 * LRU): a new entry waits in a small probation segment and moves to the protected one when it is
 * asked for again. Unique keys churn probation only. Both segments are capped in entries, and
 * the whole in bytes, as each entry's size says.
 */
export class SegmentedLru<V> {
  private readonly probation = new Map<string, V>();
  private readonly protected = new Map<string, V>();
  private bytes = 0;

  constructor(
    private readonly limits: { probation: number; protected: number; bytes: number },
    private readonly sizeOf: (value: V) => number,
  ) {}

  /** The entry, counted as asked for again: from probation it moves to protected. */
  get(key: string): V | undefined {
    const kept = this.protected.get(key);
    if (kept !== undefined) {
      this.protected.delete(key);
      this.protected.set(key, kept);
      return kept;
    }
    const waiting = this.probation.get(key);
    if (waiting === undefined) return undefined;
    this.probation.delete(key);
    this.protected.set(key, waiting);
    // The protected segment's oldest go back to probation, where new keys compete with them.
    while (this.protected.size > this.limits.protected) {
      const [oldKey, oldValue] = this.protected.entries().next().value!;
      this.protected.delete(oldKey);
      this.probation.set(oldKey, oldValue);
    }
    this.trim();
    return waiting;
  }

  /** Stores or replaces an entry: new ones wait in probation, one already protected stays there. */
  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    if (size > this.limits.bytes) return;
    const protectedOld = this.protected.get(key);
    this.delete(key);
    (protectedOld !== undefined ? this.protected : this.probation).set(key, value);
    this.bytes += size;
    this.trim();
  }

  delete(key: string): void {
    for (const segment of [this.probation, this.protected]) {
      const old = segment.get(key);
      if (old === undefined) continue;
      segment.delete(key);
      this.bytes -= this.sizeOf(old);
    }
  }

  get held(): { entries: number; bytes: number } {
    return { entries: this.probation.size + this.protected.size, bytes: this.bytes };
  }

  private trim(): void {
    while (this.probation.size > this.limits.probation || (this.bytes > this.limits.bytes && this.probation.size > 0))
      this.delete(this.probation.keys().next().value!);
    while (this.bytes > this.limits.bytes && this.protected.size > 0) this.delete(this.protected.keys().next().value!);
  }
}
