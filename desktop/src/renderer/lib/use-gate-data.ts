/**
 * Reads `GET /gate/v1<path>` for a screen: the data, the error and a reload; reads again when
 * the path changes. A null path reads nothing.
 *
 * spec: k-contract.md (relative `/gate/v1` requests).
 */
import { useCallback, useEffect, useState } from 'react';
import { gateGet } from './gate-api';

export interface GateData<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  reload(): Promise<void>;
}

export function useGateData<T>(path: string | null): GateData<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(path !== null);

  const reload = useCallback(async () => {
    if (path === null) return;
    setLoading(true);
    try {
      setData(await gateGet<T>(path));
      setError(null);
    } catch (caught) {
      setError(caught);
    } finally {
      setLoading(false);
    }
  }, [path]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, error, loading, reload };
}
