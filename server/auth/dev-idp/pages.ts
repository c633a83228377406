import { PERSONAS } from '../../../src/engine';

/** The texts of one language for the local provider's pages. */
export interface PageTexts {
  /** BCP 47 tag of the language, for `<html lang>`. */
  lang: string;
  t(key: string): string;
}

/** The pages' own policy: nothing runs, nothing loads, forms post only to the provider itself, no one frames them. */
export const DEV_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const K = 'translate.base.dev-idp';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `body{font:1rem/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1d21}
main{max-width:32rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px #0003}
ul{list-style:none;padding:0}li{margin:.5rem 0}
button{font:inherit;width:100%;padding:.6rem 1rem;border:1px solid #0b57d0;border-radius:.3rem;background:#0b57d0;color:#fff;cursor:pointer;text-align:left}
button.secondary{background:#fff;color:#0b57d0;margin-top:.5rem}button:focus-visible{outline:3px solid #1b1d21;outline-offset:2px}`;

/** A whole page; `body` is HTML already escaped. */
function page(texts: PageTexts, title: string, body: string): string {
  return `<!doctype html><html lang="${escapeHtml(texts.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** The sign-in page: one button per persona, and a way to cancel (which the site hears as `access_denied`). */
export function personaPage(texts: PageTexts, actionBase: string): string {
  const choices = PERSONAS.filter((persona) => persona.id !== 'anonymous')
    .map((persona) => `<li><button type="submit" name="persona" value="${persona.id}">${escapeHtml(`${persona.displayName} · ${texts.t(persona.labelKey)}`)}</button></li>`)
    .join('');
  return page(
    texts,
    texts.t(`${K}.title`),
    `<p>${escapeHtml(texts.t(`${K}.intro`))}</p>
<form method="post" action="${escapeHtml(`${actionBase}/login`)}"><ul>${choices}</ul></form>
<form method="post" action="${escapeHtml(`${actionBase}/abort`)}"><button type="submit" class="secondary">${escapeHtml(texts.t(`${K}.cancel`))}</button></form>`,
  );
}

/** The provider's "sign out?" question; `form` is oidc-provider's hidden form (with its anti-forgery token). */
export function signOutPage(texts: PageTexts, form: string): string {
  return page(
    texts,
    texts.t(`${K}.sign-out.title`),
    `${form}<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${escapeHtml(texts.t(`${K}.sign-out.confirm`))}</button>
<button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(texts.t(`${K}.sign-out.stay`))}</button>`,
  );
}

/** After signing out with no way back to a site. */
export const signedOutPage = (texts: PageTexts): string => page(texts, texts.t(`${K}.signed-out`), '');

/** What went wrong, in the provider's own words (development only: no stack, no internals). */
export function errorPage(texts: PageTexts, { error, description }: { error: string; description?: string | undefined }): string {
  return page(texts, texts.t(`${K}.error`), `<p><code>${escapeHtml(error)}</code></p>${description ? `<p>${escapeHtml(description)}</p>` : ''}`);
}
