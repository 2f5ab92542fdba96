/**
 * The content editor's page under `npm start` (src/integrations/editor-bundle.ts builds it into
 * .astro/editor/, never dist/): Keystatic's UI in the element the server's page gives it, and the
 * content check's problems shown at the fields they name (problems/show.ts). The editor's choices
 * (virtual:studio-admin-options) are fetched when the page loads, so they follow every save.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Config } from '@keystatic/core';
import { Keystatic } from '@keystatic/core/ui';
import config from '../../../keystatic.config.ts';
import { showEditorProblems } from './problems/show.ts';
import { EDITOR_ROOT_ID } from '../../lib/admin-paths.ts';
import './editor-page.css';

// Keystatic's <Keystatic> takes the widest Config; ours has fixed collections (as makePage, which
// `npm run dev` uses, takes it).
const keystaticConfig: Config = config as Config;
const root = document.getElementById(EDITOR_ROOT_ID);
if (root)
  createRoot(root).render(
    <StrictMode>
      <Keystatic config={keystaticConfig} />
    </StrictMode>,
  );
showEditorProblems();
