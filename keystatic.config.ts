/**
 * The content editor at /keystatic, under `npm run dev` only (src/integrations/keystatic-dev.ts).
 * Its collections and fields are derived from the content schemas: see src/admin/browser/config.ts.
 */
import options from 'virtual:studio-admin-options';
import { adminConfig } from './src/admin/browser/config.ts';

export default adminConfig(options);
