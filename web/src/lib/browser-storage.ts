/**
 * JSON values in the browser's `localStorage`, so a reload keeps the visitor's trip. Reads
 * that fail (nothing stored, storage blocked, text that is not JSON) give the fallback;
 * writes that fail (storage full or blocked) are ignored: the page keeps working from memory.
 *
 * spec: public-site.md §3 "Browser storage keys".
 */

/** The value stored under `key`, or `fallback`. */
export function readStored<T>(key: string, fallback: T): T {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? fallback : (JSON.parse(text) as T);
  } catch {
    return fallback;
  }
}

/** Stores `value` under `key` as JSON. */
export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage is full or blocked: the trip lives on in memory for this page.
  }
}
