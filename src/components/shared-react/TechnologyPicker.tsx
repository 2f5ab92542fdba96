/**
 * The request form's technology picker: one fieldset of checkbox chips per technology category.
 * The server renders it into the request form island's static slot, so the island neither
 * carries the technologies in its props nor hydrates the chips; the island reads the ticked
 * ones from the page (src/components/islands/RequestForm.tsx). Posted without JavaScript too:
 * every chip is a `technologies` checkbox of the form.
 */
import { ChoiceChip } from './ChoiceChip';
import type { TechnologyGroup } from '@/lib/forms/options';
import { TECHNOLOGY_FIELD } from '@/lib/forms/values';

const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** `lang`: the language of the technologies' names (content/technologies.json) when it is not the page's. */
export function TechnologyPicker({ groups, lang }: { groups: TechnologyGroup[]; lang?: string | undefined }) {
  return (
    <div className="grid grid-cols-1 gap-5 @xl:grid-cols-2" lang={lang}>
      {groups.map((group) => (
        <fieldset key={group.name} className="min-w-0">
          <legend className="mb-2 text-sm font-semibold text-slate-800">{group.name}</legend>
          <div className="flex flex-wrap gap-2">
            {group.technologies.map((name) => (
              <ChoiceChip
                key={name}
                id={`technology-${slug(group.name)}-${slug(name)}`}
                type="checkbox"
                name={TECHNOLOGY_FIELD}
                value={name}
                label={name}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
