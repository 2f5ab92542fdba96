/** Services: the list in content/services.json, shown on the home page. */
import { z } from 'astro/zod';
import { field, icon, itemId, list, longText, text } from './fields.ts';
import { defineKind, listFile } from './kind.ts';

const title = field(text('title'), 'Title', 'The service\'s name');
const description = field(longText('description'), 'Description', 'What we do, a sentence or two');
const examples = field(list('example').min(2), 'Examples', 'At least two examples, one per line');

export const serviceSchema = z.object({ id: itemId, title, description, icon, examples }).strict();

/** A service's translation (content/services.{language}.json, every service by id): its texts; the icon is shared. */
const serviceTranslation = z.object({ id: itemId, title, description, examples }).strict();

export const services = defineKind(serviceSchema, {
  source: listFile('services.json'),
  translation: serviceTranslation,
  editor: { label: 'Services', group: 'Site' },
});

export type Service = z.infer<typeof serviceSchema>;
