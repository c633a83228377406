let serverOrigin = '';

/** The server's renderer names the origin it draws for (the site's public URL), the same for every page it draws. */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

/** The site's own origin: the page's in the browser, the public URL's on the server. */
export const siteOrigin = (): string => (typeof window === 'undefined' ? serverOrigin : window.location.origin);
