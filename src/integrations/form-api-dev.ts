/**
 * Mounts the form API inside `astro dev`, so the forms work in development on the same origin,
 * with the same settings as `npm start` (OUTBOX_DIR, SMTP_URL, ...; see docs/forms.md). Only its
 * own paths: other /api/* requests (the content editor's /api/keystatic) go on to Astro.
 */
import type { AstroIntegration } from 'astro';
import { getRequestListener } from '@hono/node-server';
import { API_PATHS } from '../server/core/api.ts';
import { createNodeApi, describeDelivery } from '../server/node/api.ts';

export function formApiDevIntegration(): AstroIntegration {
  return {
    name: 'studio:form-api-dev',
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
        const nodeApi = createNodeApi(process.env);
        logger.info(describeDelivery(nodeApi));
        void nodeApi.start();
        const listener = getRequestListener(nodeApi.api.fetch);
        server.middlewares.use((req, res, next) => {
          const path = req.url?.split('?')[0] ?? '';
          if (API_PATHS.includes(path)) void listener(req, res);
          else next();
        });
      },
    },
  };
}
