/** Methodologies: content/methodologies/{id}.md. */
import { z } from 'astro/zod';
import { field, id, list, named } from './fields.ts';
import { defineKind, markdownFolder } from './kind.ts';
import { expertiseCardFields } from './card-fields.ts';

export const methodologySchema = z
  .object({
    ...expertiseCardFields('methodology'),
    order: field(z.number().int(), 'Position', 'Position in lists'),
    steps: field(z.array(named('step')).min(1), 'Steps', 'The steps, in order'),
    benefits: field(list('benefit').min(1), 'Benefits', 'What it brings, one per line'),
    relatedExpertise: field(z.array(id).default([]), 'Related expertise', 'Expertise areas it is used in', {
      references: 'areas',
    }),
  })
  .strict();

export const methodologies = defineKind(methodologySchema, {
  source: markdownFolder('methodologies', { label: 'Introduction', description: 'Shown above the steps.' }),
  editor: { label: 'Methodologies', group: 'Expertise', page: '/methodology/' },
});

