import { cn } from '@/lib/cn';
import type { ToolCardData, ToolCardWords } from '@/lib/tools';
import { ToolCard } from './ToolCard';

interface Props {
  tools: readonly ToolCardData[];
  words: ToolCardWords;
  /** The list's accessible name, when the page has more than one list of tools. */
  label?: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
}

/**
 * Tool cards in a grid of up to three columns: the filter island's list, its static first view
 * (rendered by the server into the island's slot) and the category sections under it.
 */
export function ToolGrid({ tools, words, label, headingLevel, className }: Props) {
  return (
    <ul
      role="list"
      aria-label={label}
      className={cn('grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3', className)}
    >
      {tools.map((tool) => (
        <li key={tool.id}>
          <ToolCard tool={tool} words={words} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
