/** The content editor's app (Keystatic), rendered in the browser only by admin-page.astro. */
import { makePage } from '@keystatic/astro/ui';
import config from '../../../keystatic.config.ts';
import { CONTENT_RELOAD_FLAG } from '../../lib/admin-paths.ts';

export const AdminApp = makePage(config);

// The dev server reloads every open page when content changes, the editor's own saves
// included. The editor already shows what it saved, and such a reload would cut it off mid-way
// (a new entry's page replaced by its empty form), so it is pointed at a page that does not
// exist, which the dev server's client then leaves alone. Other reloads (new code) still happen.
if (import.meta.hot) {
  import.meta.hot.on('vite:beforeFullReload', (payload: { path?: string; [CONTENT_RELOAD_FLAG]?: boolean }) => {
    if (payload[CONTENT_RELOAD_FLAG]) payload.path = '/keystatic/(stays-open).html';
  });
}
