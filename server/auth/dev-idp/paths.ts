/** Where the local provider lives, below the site's origin; its issuer is `{PUBLIC_URL}/dev-idp`. */
export const DEV_IDP_PATH = '/dev-idp';
/** The site as the local provider knows it: a public client (PKCE, no secret), as a browser app would be. */
export const DEV_CLIENT_ID = 'confsite-dev';
