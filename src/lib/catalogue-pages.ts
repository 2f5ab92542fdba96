/**
 * The pages whose number grows with the two catalogues: a case study per project, a tool's page
 * per tool and a later page of the portfolio per PAGE_SIZE.full projects, in every language. At
 * 10,000 projects they are nearly every page of a build; the others (home, the lists, the forms,
 * expertise, methodologies, business ideas) are a few dozen whatever the catalogues hold. What a
 * build does once per page and can do more cheaply for these (src/integrations/precompress.ts)
 * asks this list.
 */
import { CONTENT_KINDS } from './content/kinds/index.ts';
import { LANGUAGE_CODE } from './i18n/languages.ts';
import { portfolioPagePath } from './portfolio/pagination.ts';

/** The folders of those pages: `/case-studies/`, `/tools/detail/`, `/projects/page/`. */
export const CATALOGUE_PAGE_FOLDERS: readonly string[] = [
  CONTENT_KINDS.projects.editor.page,
  CONTENT_KINDS.tools.editor.page,
  portfolioPagePath(2).replace(/\d+$/, ''),
];

/**
 * Whether a built page (its URL path, or its file's path under the build: `/de/case-studies/x.html`)
 * is one of a catalogue's pages, in the default language or under a language's prefix.
 */
export function isCataloguePage(path: string): boolean {
  const page = `/${path.replace(/^\/+/, '').replace(/(\/index)?\.html$/, '')}`;
  const [, first = '', ...rest] = page.split('/');
  const inLanguage = LANGUAGE_CODE.test(first) ? `/${rest.join('/')}` : page;
  return [page, inLanguage].some((candidate) =>
    CATALOGUE_PAGE_FOLDERS.some((folder) => candidate.startsWith(folder) && candidate.length > folder.length),
  );
}
