/** Registers the site's own client directives (src/directives/event.ts and painted.ts). */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first window event of this name (src/directives/event.ts). */
    'client:event'?: string;
    /** Hydrate on idle, or with "visible" when in view, after the first paint (src/directives/painted.ts). */
    'client:painted'?: boolean | 'visible';
  }
}

export function clientDirectivesIntegration(): AstroIntegration {
  return {
    name: 'studio:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'event',
          entrypoint: fileURLToPath(new URL('../directives/event.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'painted',
          entrypoint: fileURLToPath(new URL('../directives/painted.ts', import.meta.url)),
        });
      },
    },
  };
}
