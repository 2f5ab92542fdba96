/** The × button inside a search field that empties it (the tool filter's and the portfolio's). */
import { X } from './island-icons';
import { cn } from '@/lib/cn';
import { searchClearButtonClass } from '@/lib/ui-variants';

interface Props {
  /** Its accessible name. */
  label: string;
  onClear: () => void;
  /** Its size and offset from the field's right edge. */
  className: string;
}

export function SearchClearButton({ label, onClear, className }: Props) {
  return (
    <button type="button" onClick={onClear} aria-label={label} className={cn(searchClearButtonClass, className)}>
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}
