/**
 * The content problems `astro dev` currently sees, shared between the Vite plugin that
 * validates on every change (content-validation.ts, loaded with the config) and the request
 * middleware (src/middleware.ts, loaded by Vite's module runner): two module instances in one
 * process, so the list lives on globalThis. Empty in a build, which stops before rendering.
 */
const KEY = Symbol.for('studio.contentProblems');
type Holder = { [KEY]?: readonly string[] };

export const setContentProblems = (problems: readonly string[]): void => {
  (globalThis as Holder)[KEY] = problems;
};

export const contentProblems = (): readonly string[] => (globalThis as Holder)[KEY] ?? [];
