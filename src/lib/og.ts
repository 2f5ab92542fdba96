/** Where the generated share (Open Graph) image of a page lives. */
export type OgKind = 'case-studies' | 'tools' | 'expertise' | 'business-ideas';

export const ogImagePath = (kind: OgKind, id: string): string => `/og/${kind}/${id}.jpg`;

export const OG_LABELS: Record<OgKind, string> = {
  'case-studies': 'Case study',
  tools: 'Tool',
  expertise: 'Expertise',
  'business-ideas': 'Business idea',
};
