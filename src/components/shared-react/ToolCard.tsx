import { badgeClass } from '@/lib/ui-variants';
import { linkCardClass, stretchedLinkClass } from '@/lib/card-classes';
import type { ToolCardData } from '@/lib/tools';
import { ToolLogo } from './ToolLogo';

interface Props {
  tool: ToolCardData;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** A tool in a grid: 2 use cases then "+N more", description clamped to two lines. */
export function ToolCard({ tool, headingLevel: Heading = 'h3' }: Props) {
  return (
    <article className={linkCardClass} data-tool-card={tool.id}>
      <div className="flex items-start gap-3">
        <ToolLogo name={tool.name} logoUrl={tool.logoUrl} />
        <div className="min-w-0 flex-1">
          <Heading className="text-lg leading-snug font-semibold wrap-break-word text-slate-900">
            <a href={`/tools/detail/${tool.id}`} className={`${stretchedLinkClass} group-hover:text-indigo-700`}>
              {tool.name}
            </a>
          </Heading>
          {/* The category and the badge share a line while they fit, and wrap (never cut) when not. */}
          <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
            <p className="text-xs text-pretty text-slate-600">{tool.categoryName}</p>
            {tool.featured ? <span className={badgeClass('accent')}>Featured</span> : null}
          </div>
        </div>
      </div>
      <p className="mt-3 line-clamp-2 text-sm text-slate-600">{tool.description}</p>
      <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Use cases">
        {tool.useCases.map((useCase) => (
          <li key={useCase} className={badgeClass('neutral', { wrap: true })}>
            {useCase}
          </li>
        ))}
        {tool.moreUseCases > 0 ? <li className={badgeClass('plain')}>+{tool.moreUseCases} more</li> : null}
      </ul>
    </article>
  );
}
