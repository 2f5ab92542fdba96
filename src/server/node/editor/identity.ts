/** Who a signed-in editor is: what the editor server hands every protected route (`c.get('editor')`). */
export interface EditorIdentity {
  name: string;
  email: string;
}
