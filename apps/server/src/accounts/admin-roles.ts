/**
 * Operators grant the admin role by listing public keys in ADMIN_PUBLIC_KEYS; the list wins over
 * what is stored, so removing a key from it takes the role away at the next login or /users/@me.
 */
export const ADMIN_ROLE = 'admin';

export function parseAdminKeys(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter((key) => key !== ''),
  );
}

export function rolesFor(publicKey: string, stored: string[], adminKeys: Set<string>): string[] {
  const others = stored.filter((role) => role !== ADMIN_ROLE);
  return adminKeys.has(publicKey) ? [...others, ADMIN_ROLE] : others;
}
