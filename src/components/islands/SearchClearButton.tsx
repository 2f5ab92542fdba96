/** The × button inside a search field that empties it (the tool filter's and the portfolio's). */
import { X } from './island-icons';
import { cn } from '@/lib/cn';

interface Props {
  /** Its accessible name. */
  label: string;
  onClear: () => void;
  /** Its size and offset from the field's right edge. */
  className: string;
}

export function SearchClearButton({ label, onClear, className }: Props) {
  return (
    <button
      type="button"
      onClick={onClear}
      aria-label={label}
      className={cn(
        'absolute top-1/2 grid -translate-y-1/2 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800',
        className,
      )}
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}
