/** The draft flag of the kinds with pages of their own (projects, ideas, tools, areas, methodologies): src/lib/content/drafts.ts. */
import { z } from 'astro/zod';
import { field } from './fields.ts';

/** An entry being written: on the dev server with a Draft label, left out of the built site. */
export const draft = field(
  z.boolean().default(false),
  'Draft',
  'Shown only on the dev server (npm run dev), with a Draft label; left out of the built site until unticked',
);
