import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { siteSearchRecords } from '@/build-time/site-search-records';

const page = ({
  head = '',
  main,
  lang = 'en',
}: {
  head?: string;
  main: string;
  lang?: string;
}) => `<!doctype html><html lang="${lang}"><head>
  <title>Docker | Studio</title>${head}</head><body>
  <header><a href="/">Studio</a><button data-search-trigger>Search</button></header>
  <nav aria-label="Main"><a href="/tools">Tools</a> Sidebar words</nav>
  <main id="main">${main}</main>
  <footer>Footer words</footer></body></html>`;

describe('what the site search indexes of a built page', () => {
  it("takes the page's main content, never the shell, the trail, scripts or decoration", () => {
    const [record, ...rest] = siteSearchRecords(
      '/tools/detail/docker',
      page({
        main: `<nav aria-label="Breadcrumb" data-breadcrumb><a href="/tools">Tools</a></nav>
          <h1>Docker</h1><p>Containers for every service.</p>
          <svg aria-hidden="true"><title>icon</title></svg><script>var x = 1</script>
          <span aria-hidden="true">decoration</span>`,
      }),
    );
    expect(rest).toEqual([]);
    expect(record).toMatchObject({ url: '/tools/detail/docker', kind: 'tool', title: 'Docker' });
    expect(record?.html).toContain('Containers for every service.');
    for (const left of ['Sidebar words', 'Footer words', 'Breadcrumb', 'var x', 'decoration', 'icon', '<h1'])
      expect(record?.html).not.toContain(left);
  });

  it('keeps the words of touching elements apart, and leaves words inside an element whole', () => {
    const [record] = siteSearchRecords(
      '/projects',
      page({
        main: `<h1>Projects</h1><div><a href="/a">Details</a><a href="/b">Visit</a></div><p><span>Coming Soon</span><span>Pre-revenue</span></p><p>Con<strong>vex</strong> and <em>Docker</em>.</p>`,
      }),
    );
    const text = parse(record?.html ?? '').textContent;
    expect(text).toContain('Details Visit');
    expect(text).toContain('Coming Soon Pre-revenue');
    expect(text).toContain('Convex and Docker.');
  });

  it('names a page by its document title too, when its heading says something else', () => {
    const named = (title: string, heading: string) =>
      siteSearchRecords(
        '/contact',
        `<!doctype html><html lang="en"><head><title>${title}</title><meta property="og:site_name" content="Studio"></head><body><main><h1>${heading}</h1><p>Write to us.</p></main></body></html>`,
      )[0];
    expect(named('Contact Us | Studio', "Let's Connect")).toMatchObject({ title: "Let's Connect", name: 'Contact Us' });
    expect(named('Contact | Studio', 'Contact')).not.toHaveProperty('name');
    // A name that only adds a word would make the excerpt read the title twice.
    expect(named('Full-Stack Development Expertise | Studio', 'Full-Stack Development')).not.toHaveProperty('name');
  });

  it('weighs the name where the page shows it, rather than adding it a second time', () => {
    const [record] = siteSearchRecords(
      '/contact',
      `<!doctype html><html lang="en"><head><title>Contact Us | Studio</title><meta property="og:site_name" content="Studio"></head><body><main><span>Contact Us</span><h1>Let's Connect</h1><p>Write to us.</p></main></body></html>`,
    );
    expect(record).not.toHaveProperty('name');
    expect(record?.html).toContain('<span data-pagefind-weight="7">Contact Us</span>');
  });

  it('gives nothing for a page that asks not to be indexed, or that no kind claims', () => {
    const noindex = page({ head: '<meta name="robots" content="noindex, follow">', main: '<h1>Sent</h1>' });
    expect(siteSearchRecords('/faq', noindex)).toEqual([]);
    expect(siteSearchRecords('/projects/page/2', page({ main: '<h1>Projects</h1>' }))).toEqual([]);
    expect(siteSearchRecords('/search', page({ main: '<h1>Search</h1>' }))).toEqual([]);
  });

  it('makes each marked part a result of its own, linked to its tab and anchor, and leaves it out of the page', () => {
    const records = siteSearchRecords(
      '/faq',
      page({
        main: `<h1>Frequently Asked Questions</h1><p>Intro words.</p>
          <div data-tabs data-url-param="tab" data-default-tab="pricing">
            <div role="tabpanel" data-tab-panel="pricing">
              <details id="faq-pricing-cost" data-search-entry="faq"><summary><span data-search-title>What does an app cost?</span></summary><p>From $5,000.</p></details>
            </div>
            <div role="tabpanel" data-tab-panel="development" hidden>
              <details id="faq-development-time" data-search-entry="faq"><summary><span data-search-title>How long does it take?</span></summary><p>Eight weeks.</p></details>
            </div>
          </div>`,
      }),
    );
    expect(records.map(({ url, kind, title }) => ({ url, kind, title }))).toEqual([
      { url: '/faq', kind: 'page', title: 'Frequently Asked Questions' },
      { url: '/faq#faq-pricing-cost', kind: 'faq', title: 'What does an app cost?' },
      { url: '/faq?tab=development#faq-development-time', kind: 'faq', title: 'How long does it take?' },
    ]);
    expect(records[0]?.html).toContain('Intro words.');
    expect(records[0]?.html).not.toContain('Eight weeks.');
    expect(records[2]?.html).toContain('Eight weeks.');
    expect(records[2]?.html).not.toContain('How long does it take?');
  });

  it("links a part without an id of its own by its title's id", () => {
    const [, study] = siteSearchRecords(
      '/expertise/ai-engineering',
      page({
        main: `<h1>AI Engineering</h1><article data-search-entry="area"><h3 id="study-rag" data-search-title>Support RAG</h3><p>Answers from documents.</p></article>`,
      }),
    );
    expect(study).toMatchObject({ url: '/expertise/ai-engineering#study-rag', kind: 'area', title: 'Support RAG' });
  });

  it('refuses a marked part it could not link, naming the page', () => {
    expect(() =>
      siteSearchRecords('/faq', page({ main: '<h1>FAQ</h1><div data-search-entry="faq"><p>No title</p></div>' })),
    ).toThrow(/\/faq: a data-search-entry part needs/);
  });

  it("is in its page's language, with the kind of its default-language path, leaving out text in another language", () => {
    const records = siteSearchRecords(
      '/de/faq',
      page({
        lang: 'de',
        main: `<h1>Häufig gestellte Fragen</h1>
          <details id="faq-kosten" data-search-entry="faq"><summary><span data-search-title>Was kostet eine App?</span></summary><p>Ab 5.000 $.</p></details>
          <div lang="en"><details id="faq-time" data-search-entry="faq"><summary><span data-search-title>How long does it take?</span></summary><p>Eight weeks.</p></details></div>`,
      }),
    );
    expect(records.map(({ language, url, kind }) => ({ language, url, kind }))).toEqual([
      { language: 'de', url: '/de/faq', kind: 'page' },
      { language: 'de', url: '/de/faq#faq-kosten', kind: 'faq' },
    ]);
    expect(records[0]?.html).not.toContain('Eight weeks');
    expect(siteSearchRecords('/faq', page({ main: '<h1>FAQ</h1>' }))[0]?.language).toBe('en');
    // A page that is under no language's prefix keeps its own path's kind (none here).
    expect(siteSearchRecords('/de/search', page({ lang: 'de', main: '<h1>Suche</h1>' }))).toEqual([]);
  });
});
