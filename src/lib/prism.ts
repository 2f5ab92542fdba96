/**
 * The Prism language for a code sample's `language`. Unknown names become "plaintext", which
 * Prism escapes without highlighting (an unknown grammar would pass the code through raw).
 */
const aliases: Readonly<Record<string, string>> = {
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  css: 'css',
  js: 'javascript',
  javascript: 'javascript',
  mjs: 'javascript',
  jsx: 'jsx',
  ts: 'typescript',
  typescript: 'typescript',
  tsx: 'tsx',
  json: 'json',
  python: 'python',
  py: 'python',
  yaml: 'yaml',
  yml: 'yaml',
  html: 'markup',
  xml: 'markup',
  markup: 'markup',
  sql: 'sql',
  graphql: 'graphql',
  go: 'go',
  rust: 'rust',
  docker: 'docker',
  dockerfile: 'docker',
  diff: 'diff',
  toml: 'toml',
  ini: 'ini',
  markdown: 'markdown',
  md: 'markdown',
};

export function prismLanguage(language: string): string {
  return aliases[language.trim().toLowerCase()] ?? 'plaintext';
}

const labels: Readonly<Record<string, string>> = {
  bash: 'Bash',
  css: 'CSS',
  javascript: 'JavaScript',
  jsx: 'JSX',
  typescript: 'TypeScript',
  tsx: 'TSX',
  json: 'JSON',
  python: 'Python',
  yaml: 'YAML',
  markup: 'HTML',
  sql: 'SQL',
  plaintext: 'Text',
};

/** A human label for the language badge of a code block ("TypeScript"). */
export function languageLabel(language: string): string {
  const prism = prismLanguage(language);
  return labels[prism] ?? prism.charAt(0).toUpperCase() + prism.slice(1);
}
