import type { ReadModel } from './read-model';

/**
 * Serialised answers keyed by request URL, valid for one read-model version: between two feed changes
 * the same list call is a map lookup. Bounded so odd query strings cannot grow it without limit.
 */
export class ResponseCache {
  private version = -1;
  private readonly entries = new Map<string, string>();

  constructor(
    private readonly model: ReadModel,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, build: () => string): string {
    if (this.version !== this.model.version) {
      this.entries.clear();
      this.version = this.model.version;
    }
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const value = build();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, value);
    return value;
  }
}
