/** An expertise area's case studies: content/area-case-studies/{id}.md. */
import { z } from 'astro/zod';
import { codeSample, field, list, longText, text, titled } from './fields.ts';
import { defineKind, markdownFolder } from './kind.ts';

export const areaCaseStudySchema = z
  .object({
    title: field(text('title'), 'Title', 'The case study\'s title'),
    summary: field(longText('summary'), 'Summary', 'One line for cards'),
    detail: field(
      z
        .object({
          challenge: field(longText('challenge'), 'Challenge', 'The problem the client had'),
          solutionArchitecture: field(list('architecture point').min(1), 'Solution architecture', 'One point per line'),
          implementation: field(
            codeSample('sample'),
            'Implementation',
            'Illustrative code sample; the page marks it as simplified',
          ),
          keyFeatures: field(
            z.array(titled('feature')).length(4, { error: 'exactly four key features' }),
            'Key features',
            'Exactly four',
          ),
          results: field(list('result').min(1), 'Results', 'What it achieved, one per line'),
        })
        .strict()
        .optional(),
      'Full case study',
      'Full case study; omit for a "coming soon" entry. The body is the overview.',
    ),
  })
  .strict();

export const areaCaseStudies = defineKind(areaCaseStudySchema, {
  source: markdownFolder('area-case-studies', {
    label: 'Overview',
    description: 'Shown with a full case study (one with its details filled in).',
  }),
  editor: { label: 'Area case studies', group: 'Expertise' },
});

