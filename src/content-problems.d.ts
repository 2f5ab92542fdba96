/** Lines like `content error in projects/x.md: status: ...`; empty when the content is valid. */
declare module 'virtual:studio/content-problems' {
  const problems: readonly string[];
  export default problems;
}
