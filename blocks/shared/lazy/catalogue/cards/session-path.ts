/** A session's page: by its code, the friendly URL (spec 1 §2). */
export const sessionPath = (session: { sessionCode: string }) => `/sessions/${encodeURIComponent(session.sessionCode)}`;
