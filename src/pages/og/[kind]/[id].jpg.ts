/**
 * Share images (1200x630 JPEG) generated at build time from each page's content: projects,
 * tools, expertise areas and business ideas: the page's title over its kind's backdrop. Other
 * pages use /og/default.png (og/default.png.ts).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { site } from '@/config/studio';
import { getAreas, getIdeas, getProjects, getTools } from '@/data/collections';
import { renderShareBackdrop, renderShareText } from '@/build-time/artwork';
import { shareImageJpeg } from '@/build-time/share-image-files';
import { OG_LABELS, type OgKind } from '@/lib/og';

export const getStaticPaths = (async () => {
  const [projects, tools, areas, ideas] = await Promise.all([getProjects(), getTools(), getAreas(), getIdeas()]);
  const page = (kind: OgKind, id: string, title: string) => ({ params: { kind, id }, props: { kind, title } });
  return [
    ...projects.map((p) => page('case-studies', p.id, p.data.title)),
    ...tools.map((t) => page('tools', t.id, t.data.name)),
    ...areas.map((a) => page('expertise', a.id, a.data.name)),
    ...ideas.map((i) => page('business-ideas', i.id, i.data.title)),
  ];
}) satisfies GetStaticPaths;

interface Props {
  kind: OgKind;
  title: string;
}

export const GET: APIRoute<Props> = async ({ props }) => {
  const tagline = `${OG_LABELS[props.kind]} · ${site.name}`;
  const image = await shareImageJpeg(
    renderShareBackdrop(tagline, { phone: false }),
    renderShareText({ name: props.title, tagline }),
  );
  return new Response(image, { headers: { 'Content-Type': 'image/jpeg' } });
};
