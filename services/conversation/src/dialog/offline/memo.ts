/** A small least-recently-used cache: repeated work on the same text (every turn re-reads the history) is done once. */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }

  set(key: K, value: V): V {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
    return value;
  }

  getOrCreate(key: K, create: () => V): V {
    const hit = this.get(key);
    return hit !== undefined ? hit : this.set(key, create());
  }
}
