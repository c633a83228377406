/** Where the catalogue's entities live on the site (without language prefix): links in blocks and the sitemap agree. */

/** A session's page: by its code, the friendly URL (spec 1 §2). */
export const sessionPath = (session: { sessionCode: string }) => `/sessions/${encodeURIComponent(session.sessionCode)}`;

export const speakerPath = (speakerId: string) => `/speakers/${encodeURIComponent(speakerId)}`;

/** A company's page, under its first kind: `/sponsors/{id}`, `/exhibitors/{id}` or `/partners/{id}`. */
export const companyPath = (company: { companyId: string; kinds: readonly string[] }) => `/${company.kinds[0] ?? 'sponsor'}s/${encodeURIComponent(company.companyId)}`;
