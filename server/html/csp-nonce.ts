/**
 * What the build writes where each page's nonce goes (Vite's `html.cspNonce`: the nonce attribute of its script and
 * style tags, and the `csp-nonce` meta tag its preloader reads). The server puts a fresh nonce there per answer.
 */
export const CSP_NONCE_PLACEHOLDER = 'CONFSITE_CSP_NONCE';

