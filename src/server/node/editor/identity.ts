export interface EditorIdentity {
  name: string;
  email: string;
}
