import { ExternalLink, Store } from '../island-icons';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { PROJECT_STATUS } from '@/lib/content/kinds/project-options';
import { REVENUE, revenueBadge } from '@/lib/portfolio/badges';
import { cardDetails, cardHref, modelText, statusFooter, type PortfolioCard } from '@/lib/portfolio/card';
import type { PortfolioIslandWords } from '@/lib/portfolio/words';
import { fillTemplate } from '@/lib/template';
import { cardPrice } from '@/lib/portfolio/price';
import { badgeClass, cardClass } from '@/lib/ui-variants';
import { Thumbnail } from './Thumbnail';

const MAX_TECH_TAGS = 3;

function Price({ card, enterpriseDeal }: { card: PortfolioCard; enterpriseDeal: string }) {
  const tooltipId = useId();
  const price = cardPrice(card, enterpriseDeal, card.figures?.price);
  if (!price) return null;
  if (price.kind !== 'enterprise') {
    return <p className="text-lg font-bold text-slate-900">{price.text}</p>;
  }
  // Hoverable (its box reaches down to the trigger, so the pointer can move onto it) and
  // dismissable with Escape (src/browser/tooltips.ts, loaded by the portfolio section).
  return (
    <p className="group relative" data-tooltip-root>
      <span
        tabIndex={0}
        aria-describedby={tooltipId}
        className="cursor-help text-sm font-semibold text-indigo-700 underline decoration-dotted underline-offset-4"
      >
        {price.text}
      </span>
      <span
        role="tooltip"
        id={tooltipId}
        className="invisible absolute bottom-full left-0 z-20 w-56 pb-2 opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        <span className="block rounded-lg bg-slate-900 px-3 py-2 text-xs font-normal text-slate-50 shadow-lg">
          {price.tooltip}
        </span>
      </span>
    </p>
  );
}

interface CardProps {
  card: PortfolioCard;
  eager: boolean;
  /** h2 on the full page (under its h1), h3 where the block sits under a section h2. */
  headingLevel: 2 | 3;
  /** The list's words, in the page's language. */
  words: PortfolioIslandWords;
}

/**
 * A project on the list. One not translated into the list's language shows its texts in English,
 * marked so (`lang` on them, a badge), and links its English case study with `hreflang`.
 */
export function ProjectCard({ card, eager, headingLevel, words }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = cardHref(card);
  const { lang, hreflang } = card;
  const status = PROJECT_STATUS[card.status];
  const statusLabel = words.statuses[card.status];
  const footer = statusFooter(card.status, words);
  const revenueKey = revenueBadge(card);
  const revenue = REVENUE[revenueKey];
  const extraTech = card.techStack.length - MAX_TECH_TAGS;
  const firstBadge = card.badges[0];
  return (
    <article
      className={cn(cardClass, 'group/card flex flex-col overflow-hidden transition-shadow hover:shadow-md')}
      data-project={card.slug}
    >
      <div className="relative">
        <a href={href} hrefLang={hreflang} tabIndex={-1} aria-hidden="true" className="block">
          <Thumbnail
            picture={card.thumbnail}
            title={card.title}
            alt={card.thumbnailAlt}
            eager={eager}
            className="aspect-[16/10] w-full"
          />
        </a>
        {card.status === 'sold' ? (
          <span className="pointer-events-none absolute top-5 -right-10 w-40 rotate-45 bg-red-600 py-1 text-center text-xs font-bold tracking-widest text-white shadow">
            {words.statuses.sold.toUpperCase()}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          {/* The status sits with the other badges, off the artwork (whose own label it would
              cover); a sold project's status is its ribbon. */}
          {card.status === 'sold' ? null : (
            <span className={badgeClass(status.tone)} data-status-badge>
              {statusLabel}
            </span>
          )}
          <span className={badgeClass(revenue.tone)} data-revenue-badge>
            {words.revenues[revenueKey]}
          </span>
          {firstBadge ? (
            <span className={badgeClass('accent')} lang={lang}>
              {firstBadge}
            </span>
          ) : null}
          {lang ? (
            <span className={badgeClass('plain')} data-in-english>
              {words.inEnglish}
            </span>
          ) : null}
        </div>
        <Heading className="text-lg leading-snug font-semibold text-slate-900" lang={lang}>
          <a href={href} hrefLang={hreflang} className="hover:text-indigo-700">
            {card.title}
          </a>
        </Heading>
        <p className="line-clamp-2 text-sm text-slate-600" lang={lang}>
          {card.shortDescription}
        </p>
        {/* Technologies are named alike in every language. */}
        <ul className="flex flex-wrap gap-1.5" aria-label={words.technologies} translate="no">
          {card.techStack.slice(0, MAX_TECH_TAGS).map((tech) => (
            <li key={tech} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {tech}
            </li>
          ))}
          {extraTech > 0 ? (
            <li className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              <span aria-hidden="true">+{extraTech}</span>
              <span className="sr-only">{fillTemplate(words.moreTech, { count: extraTech })}</span>
            </li>
          ) : null}
        </ul>
        <p className="text-xs text-slate-600">
          {`${words.model} `}
          <span className="font-medium text-slate-800">{modelText(card, words)}</span>
        </p>
        {/* Shown by 'Show Details' on the list (data-show-details), a style rather than a prop, so
            the cards the server rendered show them too without being rendered again. */}
        <dl
          className="hidden grid-cols-2 gap-x-3 gap-y-1 rounded-xl bg-slate-50 p-3 text-xs in-data-show-details:grid"
          data-card-details
        >
          {cardDetails(card, words).map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-slate-600">{row.label}</dt>
              <dd className="text-right font-medium text-slate-900">{row.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-3">
          <div className="flex flex-col gap-0.5">
            <Price card={card} enterpriseDeal={words.enterpriseDeal} />
            {footer ? <p className="text-xs font-medium text-slate-600">{footer}</p> : null}
          </div>
          <div className="flex flex-wrap items-center gap-1">
            <a
              href={href}
              hrefLang={hreflang}
              className="rounded-md px-2 py-1 text-sm font-semibold text-indigo-700 hover:bg-indigo-50"
              aria-label={fillTemplate(words.detailsLabel, { title: card.title })}
            >
              {words.details}
            </a>
            {card.liveUrl ? (
              <a
                href={card.liveUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100"
                aria-label={fillTemplate(words.visitLabel, { title: card.title })}
              >
                {`${words.visit} `}
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </a>
            ) : null}
            {card.flippaUrl ? (
              <a
                href={card.flippaUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="grid size-8 place-items-center rounded-md text-slate-700 hover:bg-slate-100"
                aria-label={fillTemplate(words.marketplaceLabel, { title: card.title })}
                title={words.marketplace}
              >
                <Store className="size-4" aria-hidden="true" />
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  );
}
