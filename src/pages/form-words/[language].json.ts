/** Each language's words of the consultation dialog, fetched when a visitor first opens it (src/lib/forms/words.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getDictionary, getLanguages } from '@/data/languages';
import { consultationDialogWords } from '@/lib/forms/words';

export const getStaticPaths = (async () =>
  (await getLanguages()).map((language) => ({ params: { language } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const language = params['language'] ?? '';
  const words = consultationDialogWords(language, await getDictionary(language));
  return new Response(JSON.stringify(words), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
