/**
 * A page of a catalogue's sharded index (src/lib/sharded-index) for the state in view: fetches the
 * manifest, then only the facet bitsets, text shards and card shards that page needs (the
 * portfolio's islands and the tool grid's). Every file is fetched once per page view (the islands
 * of a page share them); a failed file is fetched again by the next request. `prefetch()` fetches
 * the manifest alone, so it is usually there by the visitor's first click. `counts` holds each
 * selection's number of matches learnt so far (selectionKey), with the manifest's own counts.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ShardedManifest } from '@/lib/sharded-index/manifest';
import {
  asManifest,
  manifestCount,
  queryPage,
  selectionKey,
  type IndexPage,
  type IndexSelection,
} from '@/lib/sharded-index/query';

const files = new Map<string, Promise<unknown>>();

function loadFile(url: string): Promise<unknown> {
  let request = files.get(url);
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    files.set(url, request);
    request.catch(() => files.delete(url));
  }
  return request;
}

const loadManifest = (url: string): Promise<ShardedManifest> => loadFile(url).then((data) => asManifest(data, url));

/** A page of matches to show. */
export interface IndexRequest {
  selection: IndexSelection;
  page: number;
  pageSize: number;
}

const requestKey = ({ selection, page, pageSize }: IndexRequest): string =>
  `${selectionKey(selection)} ${page} ${pageSize}`;

export interface IndexQueryState<Card> {
  /** The requested page once it has arrived, else null. */
  current: IndexPage<Card> | null;
  /** The last page that arrived, for any request (shown while the next loads). */
  latest: IndexPage<Card> | null;
  /** Whether the last request failed. */
  failed: boolean;
  /** A selection's number of matches, where it is known. */
  matchCount: (selection: IndexSelection) => number | undefined;
  prefetch: () => void;
}

export function useIndexQuery<Card>(manifestUrl: string, request: IndexRequest | null): IndexQueryState<Card> {
  const [manifest, setManifest] = useState<ShardedManifest | null>(null);
  const [result, setResult] = useState<{ key: string; page: IndexPage<Card> } | null>(null);
  const [counts, setCounts] = useState<ReadonlyMap<string, number>>(new Map());
  const [failed, setFailed] = useState(false);
  /** Bumped to try a failed request again. */
  const [attempt, setAttempt] = useState(0);
  const key = request && requestKey(request);

  useEffect(() => {
    if (!request || !key) return;
    let live = true;
    setFailed(false);
    loadManifest(manifestUrl)
      .then((loaded) => {
        if (live) setManifest(loaded);
        return queryPage<Card>(loaded, request.selection, request.page, request.pageSize, loadFile);
      })
      .then(
        (page) => {
          if (!live) return;
          setResult({ key, page });
          const counted = selectionKey(request.selection);
          setCounts((known) =>
            known.get(counted) === page.matches ? known : new Map(known).set(counted, page.matches),
          );
        },
        () => {
          if (live) setFailed(true);
        },
      );
    return () => {
      live = false;
    };
    // The request is described by its key: a new object with the same key is the same request.
  }, [key, manifestUrl, attempt]);

  const prefetch = useCallback(() => {
    if (failed) setAttempt((n) => n + 1);
    else loadManifest(manifestUrl).then(setManifest, () => setFailed(true));
  }, [failed, manifestUrl]);

  const matchCount = useCallback(
    (selection: IndexSelection) =>
      counts.get(selectionKey(selection)) ?? (manifest ? manifestCount(manifest, selection) : undefined),
    [counts, manifest],
  );

  return {
    current: result && result.key === key ? result.page : null,
    latest: result?.page ?? null,
    failed,
    matchCount,
    prefetch,
  };
}
