/** What an editor's password must be (`npm run editor -- add|password`). */
export const MIN_PASSWORD_LENGTH = 12;
/** Longer passwords are refused before hashing, so a sign-in cannot make the server hash megabytes. */
export const MAX_PASSWORD_LENGTH = 1024;

/** Why a password is refused, or null when it is fine. Length counts characters, not bytes. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH)
    return `The password must have at least ${MIN_PASSWORD_LENGTH} characters (it has ${length}).`;
  if (length > MAX_PASSWORD_LENGTH) return `The password may have at most ${MAX_PASSWORD_LENGTH} characters.`;
  return null;
}

/** An email as stored and compared: trimmed, lower case. */
export const normalEmail = (email: string): string => email.trim().toLowerCase();

/** A plausible address (one @, a dot in the domain, no spaces): enough to catch a typo on the command line. */
export const isEmail = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
