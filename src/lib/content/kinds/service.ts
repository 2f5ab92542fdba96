/** Services: the list in content/services.json, shown on the home page. */
import { z } from 'astro/zod';
import { field, icon, itemId, list, longText, text } from './fields.ts';
import { defineKind, listFile } from './kind.ts';

export const serviceSchema = z
  .object({
    id: itemId,
    title: field(text('title'), 'Title', 'The service\'s name'),
    description: field(longText('description'), 'Description', 'What we do, a sentence or two'),
    icon,
    examples: field(list('example').min(2), 'Examples', 'At least two examples, one per line'),
  })
  .strict();

export const services = defineKind(serviceSchema, {
  source: listFile('services.json'),
  editor: { label: 'Services', group: 'Site' },
});

export type Service = z.infer<typeof serviceSchema>;
