/**
 * `/api/keystatic/*` under `npm run dev` (src/integrations/keystatic-dev.ts injects it): the
 * editor's API on content/ of the chosen content root (CONTENT_ROOT).
 */
import type { APIRoute } from 'astro';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { sitePaths } from '../../config/site-paths.ts';
import config from '../../../keystatic.config.ts';
import { createContentApi } from './content-api.ts';

export const prerender = false;

const contentDir = sitePaths(process.cwd()).content;
const api = createContentApi(contentDir, makeGenericAPIRouteHandler({ config, localBaseDirectory: contentDir }));

export const ALL: APIRoute = ({ request }) => api(request);
