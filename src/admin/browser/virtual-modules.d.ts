/** The editor's choices, read from content/ by src/integrations/keystatic-dev.ts. */
declare module 'virtual:studio-admin-options' {
  const options: import('./kinds.ts').AdminOptions;
  export default options;
}
