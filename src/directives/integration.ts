/** Registers the site's own client directives (see event.ts and interaction.ts). */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first window event of this name (src/directives/event.ts). */
    'client:event'?: string;
    /** Hydrate on the visitor's first pointer, touch, focus or key on the island (src/directives/interaction.ts). */
    'client:interaction'?: boolean;
  }
}

export function clientDirectivesIntegration(): AstroIntegration {
  return {
    name: 'studio:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'event', entrypoint: fileURLToPath(new URL('./event.ts', import.meta.url)) });
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./interaction.ts', import.meta.url)),
        });
      },
    },
  };
}
