/**
 * What an image shows: the entry (title, label, device, main screen) and which of its images it
 * is (thumbnail or n-th gallery image), with the pixel size of each kind of image.
 */
import type { ProjectType } from '../../lib/content/schemas.ts';
import { TYPE_LABELS } from '../../lib/content/kinds/project-options.ts';

/** What the UI mock shows. */
export type MockKind = 'dashboard' | 'table' | 'detail' | 'grid' | 'chat' | 'code';
export type Device = 'browser' | 'phone';

/** Everything the artwork needs to know about an entry. */
export interface ArtworkSubject {
  slug: string;
  title: string;
  subtitle: string;
  device: Device;
  /** The screen shown on the thumbnail. */
  mainKind: MockKind;
}

const MAIN_KIND: Record<ProjectType, MockKind> = {
  saas: 'dashboard',
  ai_tool: 'chat',
  mobile_app: 'dashboard',
  marketplace: 'grid',
  content_platform: 'grid',
  ecommerce: 'grid',
  module_plugin: 'code',
  other: 'dashboard',
};

export function projectSubject(slug: string, project: { title: string; projectType: ProjectType }): ArtworkSubject {
  return {
    slug,
    title: project.title,
    subtitle: TYPE_LABELS[project.projectType],
    device: project.projectType === 'mobile_app' ? 'phone' : 'browser',
    mainKind: MAIN_KIND[project.projectType],
  };
}

export function ideaSubject(
  slug: string,
  idea: { title: string; businessModelType: 'saas' | 'marketplace' },
): ArtworkSubject {
  return {
    slug,
    title: idea.title,
    subtitle: 'Business idea',
    device: 'browser',
    mainKind: idea.businessModelType === 'marketplace' ? 'grid' : 'dashboard',
  };
}

/** Which image of the entry: its card thumbnail or the n-th (1-based) gallery/concept image. */
export type ArtworkSlot = { role: 'thumbnail' } | { role: 'gallery'; index: number };

/** Pixel sizes per slot: cards show thumbnails ~400 px wide (2x for retina); galleries larger. */
export const SLOT_SIZES = {
  thumbnail: { width: 800, height: 500 },
  gallery: { width: 1200, height: 750 },
  share: { width: 1200, height: 630 },
} as const;

const GALLERY_KINDS: readonly MockKind[] = ['dashboard', 'table', 'detail'];

export function mockKindFor(subject: ArtworkSubject, slot: ArtworkSlot): MockKind {
  if (slot.role === 'thumbnail') return subject.mainKind;
  return GALLERY_KINDS[(Math.max(1, slot.index) - 1) % GALLERY_KINDS.length] ?? 'dashboard';
}
