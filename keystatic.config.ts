/**
 * The content editor at /keystatic, under `npm run dev` only (src/integrations/keystatic-dev.ts).
 * Its collections and fields are derived from the content schemas: see src/admin/config.ts.
 */
import options from 'virtual:studio-admin-options';
import { adminConfig } from './src/admin/config.ts';

export default adminConfig(options);
