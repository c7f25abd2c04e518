/** Only paths inside the app count, so a crafted link cannot send the viewer elsewhere. */
export function redirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//')) return '/';
  return target;
}
