/** Registers the site's own client directives (see event.ts). */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first window event of this name (src/directives/event.ts). */
    'client:event'?: string;
  }
}

export function clientDirectivesIntegration(): AstroIntegration {
  return {
    name: 'studio:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'event', entrypoint: fileURLToPath(new URL('./event.ts', import.meta.url)) });
      },
    },
  };
}
