/**
 * The portfolio's full catalogue (its static JSON index), fetched on first need: `load()` starts
 * the one request per page view (both portfolio islands of a page share it) and `cards` is null
 * until it has arrived. A failed request can be tried again by the next `load()`.
 */
import { useCallback, useState } from 'react';
import type { PortfolioCard } from '@/lib/portfolio/card';

const requests = new Map<string, Promise<PortfolioCard[]>>();

async function fetchIndex(url: string): Promise<PortfolioCard[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const data: unknown = await response.json();
  if (!Array.isArray(data)) throw new Error(`${url}: not a list of projects`);
  return data as PortfolioCard[];
}

export interface PortfolioIndexState {
  cards: PortfolioCard[] | null;
  failed: boolean;
  load: () => void;
}

export function usePortfolioIndex(url: string): PortfolioIndexState {
  const [cards, setCards] = useState<PortfolioCard[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    let request = requests.get(url);
    if (!request) {
      request = fetchIndex(url);
      requests.set(url, request);
      request.catch(() => requests.delete(url));
    }
    setFailed(false);
    request.then(setCards, () => setFailed(true));
  }, [url]);
  return { cards, failed, load };
}
