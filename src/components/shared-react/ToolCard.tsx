import { badgeClass } from '@/lib/ui-variants';
import { linkCardClass, stretchedLinkClass } from '@/lib/card-classes';
import { fillTemplate } from '@/lib/template';
import type { ToolCardData, ToolCardWords } from '@/lib/tools';
import { ToolLogo } from './ToolLogo';

interface Props {
  tool: ToolCardData;
  words: ToolCardWords;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * A tool in a grid: 2 use cases then "+N more", description clamped to two lines. A tool shown in
 * another language than the list's (untranslated) is marked so: `lang`, an `hreflang` link and a badge.
 */
export function ToolCard({ tool, words, headingLevel: Heading = 'h3' }: Props) {
  /** The list's words keep the list's language inside a card marked as another's. */
  const own = tool.lang ? words.lang : undefined;
  return (
    <article className={linkCardClass} data-tool-card={tool.id} lang={tool.lang}>
      <div className="flex items-start gap-3">
        <ToolLogo name={tool.name} logoUrl={tool.logoUrl} />
        <div className="min-w-0 flex-1">
          <Heading className="text-lg leading-snug font-semibold wrap-break-word text-slate-900">
            <a href={tool.href} hrefLang={tool.lang} className={`${stretchedLinkClass} group-hover:text-indigo-700`}>
              {tool.name}
            </a>
          </Heading>
          {/* The category and the badges share a line while they fit, and wrap (never cut) when not. */}
          <div className="mt-1 flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <p className="min-w-0 text-xs text-pretty wrap-break-word text-slate-600" lang={tool.categoryLang}>
              {tool.categoryName}
            </p>
            {tool.featured ? (
              <span className={badgeClass('accent')} lang={own}>
                {words.featured}
              </span>
            ) : null}
            {tool.lang ? (
              <span className={badgeClass('plain')} lang={own} data-in-english>
                {words.inEnglish}
              </span>
            ) : null}
          </div>
        </div>
      </div>
      <p className="mt-3 line-clamp-2 text-sm text-slate-600">{tool.description}</p>
      <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={words.useCases}>
        {tool.useCases.map((useCase) => (
          <li key={useCase} className={badgeClass('neutral', { wrap: true })}>
            {useCase}
          </li>
        ))}
        {tool.moreUseCases > 0 ? (
          <li className={badgeClass('plain')} lang={own}>
            {fillTemplate(words.moreUseCases, { count: tool.moreUseCases })}
          </li>
        ) : null}
      </ul>
    </article>
  );
}
