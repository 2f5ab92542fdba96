/**
 * The words the code shows, one file per language: content/dictionaries/{language}.json (en.json,
 * de.json). A file's name is its language's code (`de`, not the language's name): the site has a language when it has its file,
 * and English, the default, is the one at today's URLs. The schema is the one list of keys: a file
 * that misses a key or has one too many fails the content check naming the file and the key, and
 * the pages read `strings.shell.search` with TypeScript knowing every key.
 *
 * A `{name}` in a text is a placeholder the page fills (src/lib/template.ts).
 */
import { z } from 'astro/zod';
import { field, group, text } from './fields.ts';
import { defineKind, jsonFolder } from './kind.ts';

/** One text, with where it shows as its editor's description. */
const words = (label: string, where: string) => field(text(label), label, where);

export const dictionarySchema = z
  .object({
    name: words('Name', 'The language named in itself ("Deutsch", "English"), in the language switcher'),
    locale: field(
      z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, { error: 'expected a language tag like "de-DE"' }),
      'Locale',
      'The language and region used to write dates and numbers, like "de-DE"',
    ),
    shell: group('Page frame', 'The top bar, the sidebar and the footer of every page', {
      skipToContent: words('Skip link', 'The first link on every page, for keyboard users'),
      openMenu: words('Open menu', 'The menu button on phones (read by screen readers)'),
      closeMenu: words('Close menu', 'The close button of the menu on phones'),
      sidebar: words('Sidebar', 'The sidebar\'s name for screen readers'),
      mainNav: words('Main navigation', 'The sidebar\'s list of pages, for screen readers'),
      footerNav: words('Footer navigation', 'The footer\'s links, for screen readers'),
      search: words('Search', 'The search button in the top bar'),
      zoom: words('Zoom', 'The zoom control\'s label'),
      theme: words('Theme', 'The theme control\'s label'),
      themeSystem: words('System theme', 'The theme that follows the device'),
      themeLight: words('Light theme', 'The light theme'),
      themeDark: words('Dark theme', 'The dark theme'),
      getQuote: words('Quote button', 'The button at the right of the top bar'),
      copyright: words('Copyright', 'The footer\'s line: {year} and {name} are filled in'),
      atAGlance: words('Stats card', 'The sidebar\'s card of figures, for screen readers'),
      statsProjects: words('Projects figure', 'Under the number of projects in the sidebar'),
      statsSold: words('Sold figure', 'Under the number of projects sold in the sidebar'),
      statsTechnologies: words('Technologies figure', 'Under the number of technologies in the sidebar'),
      language: words('Language', 'The language switcher\'s name, for screen readers'),
      copy: words('Copy button', 'A copy button\'s text where the page names no other (code examples)'),
      copied: words('Copied', 'What every copy button reads for two seconds after it copied'),
      notTranslated: words(
        'Not translated note',
        'Shown when a visitor switched language on a page that is not written in this language',
      ),
    }),
    nav: group('Navigation', 'The sidebar\'s and footer\'s entries', {
      home: words('Home', 'Sidebar entry'),
      portfolio: words('Portfolio link', 'Sidebar and footer entry'),
      tools: words('Tools', 'Sidebar group and footer entry'),
      allTools: words('All Tools', 'First entry of the Tools group'),
      expertise: words('Expertise', 'Sidebar group and footer entry'),
      allAreas: words('All Areas', 'First entry of the Expertise group'),
      request: words('Request Solutions', 'Sidebar entry'),
      affiliate: words('Affiliate Program', 'Sidebar entry'),
      faq: words('FAQ', 'Sidebar and footer entry'),
      contact: words('Contact Us', 'Sidebar entry'),
      contactShort: words('Contact', 'Footer entry'),
    }),
    notFound: group('Not found', 'The screens of an address with no page', {
      pageTitle: words('Page title', 'The browser tab\'s title'),
      title: words('Heading', 'The heading of an unknown address'),
      message: words('Message', 'The sentence under it'),
      back: words('Home link', 'The link back to the home page'),
    }),
    faq: group('FAQ page', 'The words of the FAQ page around its questions', {
      title: words('Title', 'The page\'s title in the browser tab and in search results'),
      description: words('Description', 'The page\'s description in search results'),
      heading: words('Heading', 'The page\'s heading'),
      intro: words('Intro', 'The sentence under the heading; {link} becomes a link to the request page'),
      introLink: words('Intro link', 'The text of the intro\'s link'),
      categories: words('Categories', 'The name of the row of category tabs, for screen readers'),
      moreTitle: words('Closing heading', 'The heading at the end of the page'),
      moreText: words('Closing text', 'The sentence under it'),
      moreLink: words('Closing link', 'The link to the request page'),
    }),
    contact: group('Contact page', 'The words of the contact page around the studio\'s copy (Site)', {
      title: words('Title', 'The page\'s title in the browser tab and its eyebrow'),
      description: words(
        'Description',
        'The page\'s description in search results; {name}, {email} and {hours} are filled in',
      ),
      heading: words('Heading', 'The page\'s heading'),
      tilesLabel: words('Tiles', 'The name of the row of tiles, for screen readers'),
      emailHeading: words('Email heading', 'Above the email address'),
      copy: words('Copy button', 'The button that copies the address'),
      copied: words('Copied', 'Said to screen readers once the address is copied'),
      copyFailedTitle: words('Copy failed', 'The title of the message when the browser refuses to copy'),
      copyFailed: words('Copy failed text', 'The message when the browser refuses to copy'),
      replyTime: words('Reply time', 'Under the address; {hours} is filled in'),
      factsHeading: words('Facts heading', 'The heading of the figures'),
      factsIntro: words('Facts intro', 'The line under it'),
      moreFacts: words('More figures', 'The name of the line of further figures, for screen readers'),
      ctaHeading: words('Closing heading', 'The heading at the end of the page'),
      ctaText: words('Closing text', 'The sentence under it'),
      ctaRequest: words('Request link', 'The link to the request page'),
      ctaExplore: words('Explore link', 'The link to the home page'),
    }),
    affiliate: group('Affiliate page', 'The words of the affiliate page around its copy (Affiliate page)', {
      glance: words('Figures', 'The name of the row of figures under the heading, for screen readers'),
      tabs: words('Tabs', 'The name of the row of tabs, for screen readers'),
      benefits: words('Benefits tab', 'The first tab and its heading'),
      howItWorks: words('How it works tab', 'The second tab and its heading'),
      faq: words('FAQ tab', 'The third tab'),
      faqHeading: words('FAQ heading', 'The heading of the questions, for screen readers'),
      rules: words('Rules heading', 'The heading of the programme\'s rules'),
      referralLabel: words('Link field', 'The label of the field holding the referral link'),
      copyLink: words('Copy button', 'The button that copies the referral link'),
      copiedTitle: words('Copied', 'The title of the message once the link is copied'),
      copied: words('Copied text', 'The message once the link is copied'),
      copyFailedTitle: words('Copy failed', 'The title of the message when the browser refuses to copy'),
      copyFailed: words('Copy failed text', 'The message when the browser refuses to copy'),
      requestAccess: words('Access button', 'The button that writes the email asking for dashboard access'),
      ctaLink: words('Closing link', 'The link to the request page at the end of the page'),
    }),
    search: group('Search', 'The search page and the search dialog of every page', {
      title: words('Page title', 'The search page\'s title in the browser tab'),
      description: words('Description', 'The search page\'s description; {name} is the studio\'s name'),
      heading: words('Heading', 'The search page\'s heading'),
      intro: words('Intro', 'The sentence under the heading'),
      fieldLabel: words('Field label', 'The search field\'s name, for screen readers'),
      placeholder: words('Placeholder', 'The hint inside the empty search field'),
      noScript: words('Without JavaScript', 'Shown on the search page when the browser runs no JavaScript'),
      indexHeading: words('Index heading', 'The heading of the list of every page, under the search'),
      indexPending: words('Index before the build', 'Shown in place of that list until the site is built'),
      dialogTitle: words('Dialog title', 'The heading of the search dialog'),
      close: words('Close', 'The dialog\'s close button, for screen readers'),
      clear: words('Clear', 'The button that empties the field, for screen readers'),
      kinds: words('Kinds', 'The row of kind filters, for screen readers'),
      all: words('All', 'The filter that shows every kind'),
      results: words('Results', 'The list of results, for screen readers'),
      noResults: words('No results', 'Said when nothing matched; {query} is the search'),
      oneResult: words('One result', 'Said when one page matched; {query} is the search'),
      manyResults: words('Results count', 'Said when pages matched; {count} and {query} are filled in'),
      start: words('Start', 'Under the empty field, before the suggested links'),
      tryOther: words('Try other words', 'After a search without results, before the suggested links'),
      unavailable: words('Search unavailable', 'Shown when the search could not load'),
    }),
    searchKinds: group('Search kinds', 'The kinds of result: the filters, the groups of results and of the list of every page', {
      project: words('Projects', 'Case studies'),
      tool: words('Tools', 'Tool pages'),
      category: words('Tool categories', 'Tool category pages'),
      area: words('Expertise', 'Expertise areas'),
      methodology: words('Methodologies', 'Methodology pages'),
      idea: words('Business ideas', 'Business idea pages'),
      faq: words('FAQ', 'Questions of the FAQ'),
      page: words('Pages', 'The other pages'),
    }),
  })
  .strict();

export const dictionaries = defineKind(dictionarySchema, {
  source: jsonFolder('dictionaries'),
  editor: { label: 'Dictionaries', group: 'Site' },
});

export type Dictionary = z.infer<typeof dictionarySchema>;
