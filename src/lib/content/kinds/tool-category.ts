/** Tool categories: the list in content/tool-categories.json. */
import { z } from 'astro/zod';
import { field, icon, id, itemId, longText, searchDescription, text } from './fields.ts';
import { defineKind, listFile } from './kind.ts';

export const toolCategorySchema = z
  .object({
    id: itemId,
    name: field(text('name'), 'Name', 'The category\'s name in headings and filters'),
    description: field(longText('description'), 'Description', 'A sentence shown under the category\'s heading'),
    searchDescription,
    icon,
    order: field(z.number().int(), 'Position', 'Position in menus and filters'),
    sidebar: field(z.boolean().default(false), 'In the sidebar', 'Listed in the sidebar\'s Tools group'),
    navLabel: field(text('navLabel').optional(), 'Sidebar name', 'Shorter name for the sidebar (default: name)'),
    featuredOnHome: field(z.boolean().default(false), 'On the home page', 'Linked from the home page\'s "Our Tools" block'),
    relatedAreas: field(
      z.array(id).default([]),
      'Related expertise',
      'Expertise areas a tool of this category links to under "Related Expertise"',
      { references: 'areas' },
    ),
  })
  .strict();

export const toolCategories = defineKind(toolCategorySchema, {
  source: listFile('tool-categories.json'),
  editor: { label: 'Tool categories', group: 'Tools' },
});

export type ToolCategory = z.infer<typeof toolCategorySchema>;
