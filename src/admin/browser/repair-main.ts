/** The repair view's script entry (both hosts: repair-page.astro, and the editor's build for `npm start`). */
import { enhanceRepairPage } from './repair-view.ts';

enhanceRepairPage(document);
