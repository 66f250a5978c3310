/**
 * A small shared cache of API reads, keyed by a string (`QUERY_KEYS` of each feature): each
 * key is loaded once and every component that reads it re-renders when it changes. `reload`
 * loads it again, keeping the last data on screen meanwhile.
 *
 * (The site needs only this much of a query library: catalogue lists read once, and a booking
 * read again after a payment.)
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { ApiError } from './api-client';

/** What a component sees of one key. */
export interface QueryState<T> {
  status: 'loading' | 'success' | 'error';
  data?: T;
  error?: ApiError;
}

interface Entry {
  state: QueryState<unknown>;
  listeners: Set<() => void>;
  load: () => Promise<unknown>;
  generation: number;
}

const entries = new Map<string, Entry>();
const idle: QueryState<never> = { status: 'loading' };

function notify(entry: Entry): void {
  for (const listener of entry.listeners) listener();
}

function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(0, { code: 'INTERNAL_ERROR', message });
}

function run(entry: Entry): void {
  const generation = ++entry.generation;
  entry.state = { ...entry.state, status: 'loading' };
  notify(entry);
  entry.load().then(
    (data) => {
      if (generation !== entry.generation) return;
      entry.state = { status: 'success', data };
      notify(entry);
    },
    (error: unknown) => {
      if (generation !== entry.generation) return;
      entry.state = { status: 'error', data: entry.state.data, error: asApiError(error) };
      notify(entry);
    },
  );
}

function entryFor(key: string, load: () => Promise<unknown>): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { state: idle, listeners: new Set(), load, generation: 0 };
    entries.set(key, entry);
    run(entry);
  }
  return entry;
}

/** Loads `key` again (if anyone has read it), keeping its last data meanwhile. */
export function reloadQuery(key: string): void {
  const entry = entries.get(key);
  if (entry) run(entry);
}

/**
 * Puts `data`, just read, in as `key`'s state (a load still under way is dropped), so a page
 * opened next shows it at once instead of an older copy.
 */
export function primeQuery<T>(key: string, data: T): void {
  const entry = entries.get(key);
  if (!entry) return;
  entry.generation += 1;
  entry.state = { status: 'success', data };
  notify(entry);
}

/**
 * The state of `key`, loading it with `load` the first time any component asks. A null key
 * reads nothing (state 'loading', no data) — for reads that wait on another value.
 */
export function useApiQuery<T>(
  key: string | null,
  load: () => Promise<T>,
): QueryState<T> & { reload: () => void } {
  const loadRef = useRef(load);
  loadRef.current = load;
  const subscribe = useCallback(
    (listener: () => void) => {
      if (key === null) return () => {};
      const entry = entryFor(key, () => loadRef.current());
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [key],
  );
  const state = useSyncExternalStore(subscribe, () =>
    key === null ? idle : entryFor(key, () => loadRef.current()).state,
  ) as QueryState<T>;
  useEffect(() => {
    if (key === null) return;
    const entry = entryFor(key, () => loadRef.current());
    if (entry.state.status === 'error' && entry.state.data === undefined) run(entry);
  }, [key]);
  const reload = useCallback(() => {
    if (key !== null) reloadQuery(key);
  }, [key]);
  return { ...state, reload };
}
