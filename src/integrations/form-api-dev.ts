/**
 * Mounts the form API inside `astro dev`, so the forms work in development on the same origin,
 * with the same settings as `npm start` (OUTBOX_DIR, SMTP_URL, ...; see docs/forms.md).
 */
import type { AstroIntegration } from 'astro';
import { getRequestListener } from '@hono/node-server';
import { createNodeApi, describeDelivery } from '../server/node-api.ts';

export function formApiDevIntegration(): AstroIntegration {
  return {
    name: 'studio:form-api-dev',
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
        const nodeApi = createNodeApi(process.env);
        logger.info(describeDelivery(nodeApi));
        const listener = getRequestListener(nodeApi.api.fetch);
        server.middlewares.use((req, res, next) => {
          if (req.url?.startsWith('/api/')) void listener(req, res);
          else next();
        });
      },
    },
  };
}
