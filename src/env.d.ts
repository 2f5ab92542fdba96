/** What src/middleware.ts gives every page through `Astro.locals`. */
declare namespace App {
  interface Locals {
    /** The sidebar's entries (src/data/collections.ts). */
    sidebarNav: import('./lib/nav.ts').NavEntry[];
  }
}
