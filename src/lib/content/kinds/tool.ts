/** Tools: content/tools/{id}.md, one Markdown file per tool, its logo beside it. */
import { z } from 'astro/zod';
import { codeSample, displayOrder, field, httpUrl, id, imagePath, list, longText, named, searchDescription, text, type BuildImage, type ImageField } from './fields.ts';
import { defineKind, markdownFolder } from './kind.ts';
import { draft } from './draft.ts';

export const toolFields = <Image extends ImageField>(image: Image) =>
  z
    .object({
      name: field(text('name'), 'Name', 'The tool\'s name'),
      draft,
      order: displayOrder,
      category: field(id, 'Category', 'The tool category it is listed under', { references: 'toolCategories' }),
      description: field(longText('description'), 'Description', 'One or two sentences, shown on cards'),
      searchDescription,
      website: field(httpUrl.optional(), 'Website', 'The tool\'s own site'),
      github: field(httpUrl.optional(), 'GitHub', 'Source repository'),
      logoUrl: field(
        image.optional(),
        'Logo',
        'Square logo beside the entry (./{id}/logoUrl.svg); a first-letter placeholder otherwise. It is shown beside the tool\'s name, so it needs no alt text',
      ),
      featured: field(z.boolean().default(false), 'Featured', 'Shown under the "featured only" filter'),
      useCases: field(list('use case').min(1), 'Use cases', 'What we use it for, one per line'),
      examples: field(list('example').min(1), 'Examples', 'Where we used it, one per line'),
      features: field(z.array(named('feature')).min(1), 'Features', 'Key features, each with a short description'),
      codeExamples: field(z.array(codeSample('example')).default([]), 'Code examples', 'Samples shown on the tool page'),
    })
    .strict();

/** A tool as editors write it (image paths). */
export const toolSchema = toolFields(imagePath);

/**
 * A tool's translation (content/tools/{id}.{language}.md): its texts in the front matter, each
 * list item in the entry's order (a feature's icon follows the entry's name), and the translated
 * body below. The name, category, links, logo and code stay the entry's.
 */
const toolTranslation = z
  .object({
    description: toolSchema.shape.description,
    searchDescription,
    useCases: toolSchema.shape.useCases,
    examples: toolSchema.shape.examples,
    features: toolSchema.shape.features,
    codeExamples: field(
      z.array(z.object({ title: codeSample('example').shape.title }).strict()).default([]),
      'Code examples',
      'The title of each of the entry\'s code examples, in order (the code is the entry\'s)',
    ),
  })
  .strict();

export const tools = defineKind(toolSchema, {
  translation: toolTranslation,
  source: markdownFolder('tools', { label: 'About', description: 'What it is and how we use it.' }),
  withImages: toolFields<BuildImage>,
  editor: { label: 'Tools', group: 'Tools', page: '/tools/detail/', columns: ['category'] },
});

export type Tool<Image = string> = z.output<ReturnType<typeof toolFields<z.ZodType<Image>>>>;
