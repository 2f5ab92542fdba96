/**
 * The forms' validation, loaded on demand through `lazyResolver` (src/lib/forms/lazy-resolver.ts):
 * zod and the schemas arrive when the visitor starts filling a form in, not while it hydrates.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { consultationFormSchema, requestFormSchema } from '@/lib/forms/schemas';

export const consultationFormResolver = zodResolver(consultationFormSchema);
export const requestFormResolver = zodResolver(requestFormSchema);
