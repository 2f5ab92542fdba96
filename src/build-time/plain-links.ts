/**
 * The site as a browser without speculation rules sees it: `bench:navigation` measures its
 * "prerendering off" journeys on pages whose rules are left out, so the next page is fetched on
 * the click, as plain links do (Chromium told not to prerender still prefetches what the rules name).
 */
const SPECULATION_RULES = /<script type="speculationrules">[\s\S]*?<\/script>/g;

/** The page without its speculation rules; everything else byte for byte. */
export function withoutSpeculationRules(html: string): string {
  return html.replace(SPECULATION_RULES, '');
}
