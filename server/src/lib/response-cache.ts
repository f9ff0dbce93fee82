import { LRUCache } from 'lru-cache';

/**
 * Serialised answers of content reads, which change only when content is written (the seed).
 * Bounded by size; 0 bytes turns it off. Only successful answers are kept.
 */
export interface ResponseCache {
  get(key: string, produce: () => Promise<string>): Promise<string>;
  clear(): void;
}

export function createResponseCache(maxBytes: number): ResponseCache {
  if (maxBytes <= 0) {
    return { get: (_key, produce) => produce(), clear: () => undefined };
  }
  const cache = new LRUCache<string, string>({ maxSize: maxBytes, sizeCalculation: (value, key) => value.length + key.length });
  return {
    async get(key, produce) {
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const value = await produce();
      if (value.length < maxBytes / 8) cache.set(key, value);
      return value;
    },
    clear: () => cache.clear(),
  };
}
