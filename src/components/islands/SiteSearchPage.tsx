/**
 * The search page's search (`/search?q=&kind=`): the same search as the dialog, its state in the
 * URL (useUrlState), so a result list can be shared and Back returns to it. Nothing of the index
 * is fetched before the field is focused, unless the URL already asks for a search.
 */
import { useState } from 'react';
import { siteSearchQuery } from '@/lib/site-search/search-state';
import { useUrlState } from './hooks/useUrlState';
import { withErrorBoundary } from './ErrorBoundary';
import { SearchPanel } from './site-search/SearchPanel';

interface Props {
  /** The field's id (the server-rendered field's, so text typed before hydration is kept). */
  inputId: string;
}

function SiteSearchPageRoot({ inputId }: Props) {
  const [focused, setFocused] = useState(false);
  const [state, setState] = useUrlState(siteSearchQuery, {
    enteredBeforeHydration: (fromUrl) => {
      const typed = (document.getElementById(inputId) as HTMLInputElement | null)?.value ?? '';
      return typed ? { ...fromUrl, q: typed } : fromUrl;
    },
  });
  return (
    <SearchPanel
      state={state}
      onStateChange={(next, change) => setState(next, change)}
      enabled={focused || state.q.trim() !== ''}
      onEnable={() => setFocused(true)}
      inputId={inputId}
    />
  );
}

export const SiteSearchPage = withErrorBoundary(SiteSearchPageRoot);
