/**
 * The forms' validation, loaded on demand through `lazyResolver` (src/lib/forms/lazy-resolver.ts):
 * zod and the schemas arrive when the visitor starts filling a form in, not while it hydrates.
 * Each resolver speaks the language of the form's page.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { formSchemas, type FormLanguage } from '@/lib/forms/schemas';

export const consultationFormResolver = (language: FormLanguage) =>
  zodResolver(formSchemas(language).consultationFormSchema);
export const requestFormResolver = (language: FormLanguage) => zodResolver(formSchemas(language).requestFormSchema);
