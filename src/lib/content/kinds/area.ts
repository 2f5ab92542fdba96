/** Expertise areas: content/areas/{id}.md, one Markdown file per area. */
import { z } from 'astro/zod';
import { field, icon, id, list } from './fields.ts';
import { defineKind, markdownFolder } from './kind.ts';
import { expertiseCardFields } from './card-fields.ts';

export const areaSchema = z
  .object({
    ...expertiseCardFields('area'),
    icon,
    order: field(z.number().int(), 'Position', 'Position in lists and the sidebar'),
    sidebar: field(z.boolean().default(true), 'In the sidebar', 'Listed in the sidebar\'s Expertise group'),
    featuredOnHome: field(
      z.boolean().default(false),
      'On the home page',
      'Linked from the home page\'s "Our Expertise" block',
    ),
    relatedTools: field(
      z.array(id).default([]),
      'Related tools',
      'Tool ids; an id of technologies.json without a tool page (like n8n) is allowed and not shown',
      { references: 'relatedTools' },
    ),
    keyCapabilities: field(list('capability').min(1), 'Key capabilities', 'What we can do in this area, one per line'),
    caseStudies: field(z.array(id).optional(), 'Case studies', 'Case studies shown on the area page', {
      references: 'areaCaseStudies',
    }),
  })
  .strict();

/**
 * An area's translation (content/areas/{id}.{language}.md): its name, texts and key capabilities
 * (each in the entry's order) in the front matter, and the translated approach below. The icon,
 * position, related tools and case studies stay the entry's.
 */
const areaTranslation = z
  .object({
    name: areaSchema.shape.name,
    description: areaSchema.shape.description,
    searchDescription: areaSchema.shape.searchDescription,
    keyCapabilities: areaSchema.shape.keyCapabilities,
  })
  .strict();

export const areas = defineKind(areaSchema, {
  translation: areaTranslation,
  source: markdownFolder('areas', { label: 'How we work', description: 'The approach, shown on the area page.' }),
  editor: { label: 'Expertise areas', group: 'Expertise', page: '/expertise/' },
});

