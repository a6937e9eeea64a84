/**
 * The service's deep links are absolute APP_URL addresses (`https://host/app/settings/…`); inside
 * the app they become router paths (`/settings/…`). An address elsewhere stays absolute.
 */
export function toAppPath(link: string, origin = window.location.origin, basename = '/app'): string | null {
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = url.pathname;
  if (path !== basename && !path.startsWith(`${basename}/`)) return null;
  return `${path.slice(basename.length) || '/'}${url.search}${url.hash}`;
}
