/** Tool categories: the list in content/tool-categories.json. */
import { z } from 'astro/zod';
import { field, icon, id, itemId, longText, searchDescription, text } from './fields.ts';
import { defineKind, listFile } from './kind.ts';

const name = field(text('name'), 'Name', 'The category\'s name in headings and filters');
const description = field(longText('description'), 'Description', 'A sentence shown under the category\'s heading');
const navLabel = field(text('navLabel').optional(), 'Sidebar name', 'Shorter name for the sidebar (default: name)');

export const toolCategorySchema = z
  .object({
    id: itemId,
    name,
    description,
    searchDescription,
    icon,
    order: field(z.number().int(), 'Position', 'Position in menus and filters'),
    sidebar: field(z.boolean().default(false), 'In the sidebar', 'Listed in the sidebar\'s Tools group'),
    navLabel,
    featuredOnHome: field(z.boolean().default(false), 'On the home page', 'Linked from the home page\'s "Our Tools" block'),
    relatedAreas: field(
      z.array(id).default([]),
      'Related expertise',
      'Expertise areas a tool of this category links to under "Related Expertise"',
      { references: 'areas' },
    ),
  })
  .strict();

/**
 * A category's translation (content/tool-categories.{language}.json, every category by id): its
 * texts, and its sidebar name where the entry has one; icon, position and links are shared.
 */
const toolCategoryTranslation = z.object({ id: itemId, name, description, searchDescription, navLabel }).strict();

export const toolCategories = defineKind(toolCategorySchema, {
  source: listFile('tool-categories.json'),
  translation: toolCategoryTranslation,
  editor: { label: 'Tool categories', group: 'Tools' },
});

export type ToolCategory = z.infer<typeof toolCategorySchema>;
