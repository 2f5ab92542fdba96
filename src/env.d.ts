/** What src/middleware.ts gives every page through `Astro.locals`. */
declare namespace App {
  interface Locals {
    /** The sidebar's entries (src/data/collections.ts), read when the shell renders. */
    sidebarNav: () => Promise<import('./lib/nav.ts').NavEntry[]>;
  }
}
