// Apart from revision-address.ts: the site settings chunk reads these and must not import the engine's values.

/** The query parameter of a link to one revision of the page (the audit log's rows). */
export const HISTORY_PARAM = 'history';

/** The query parameters of the site editor (`/editor`) that open its settings history at a revision. */
export const SETTINGS_HISTORY_PARAMS = { revision: 'settings-history', env: 'env' } as const;

/** The query parameters of the site editor that open a language's texts history at a revision. */
export const TEXTS_HISTORY_PARAMS = { revision: 'texts-history', env: 'env', lang: 'lang' } as const;
