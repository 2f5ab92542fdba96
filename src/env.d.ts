/** What src/middleware.ts gives every page through `Astro.locals`. */
declare namespace App {
  interface Locals {
    /** The sidebar's entries (src/data/collections.ts), read when the shell renders. */
    sidebarNav: () => Promise<import('./lib/nav.ts').NavEntry[]>;
    /** The page's language: its words, alternates and switcher links (src/data/languages.ts), read once. */
    pageLanguage: () => Promise<import('./data/languages.ts').PageLanguage>;
  }
}

interface ImportMetaEnv {
  /** VITALS=off at build time: no page has the field beacon (astro.config.mjs defines it). */
  readonly VITALS: string;
}

/** The built URL of the field beacon's script (src/integrations/script-file-chunk.ts). */
declare module 'virtual:vitals-beacon-url' {
  const url: string;
  export default url;
}

/** The built URL of the site search's script (src/integrations/script-file-chunk.ts). */
declare module 'virtual:site-search-url' {
  const url: string;
  export default url;
}
