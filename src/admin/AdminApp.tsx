/** The content editor's app (Keystatic), rendered in the browser only by admin-page.astro. */
import { makePage } from '@keystatic/astro/ui';
import config from '../../keystatic.config.ts';

export const AdminApp = makePage(config);
