/**
 * Mounts the form API inside `astro dev`, so the forms work in development on the same origin.
 */
import type { AstroIntegration } from 'astro';
import { getRequestListener } from '@hono/node-server';
import { createApi } from './api.ts';

export function formApiDevIntegration(): AstroIntegration {
  return {
    name: 'studio:form-api-dev',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const listener = getRequestListener(createApi().fetch);
        server.middlewares.use((req, res, next) => {
          if (req.url?.startsWith('/api/')) void listener(req, res);
          else next();
        });
      },
    },
  };
}
