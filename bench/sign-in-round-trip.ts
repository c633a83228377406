import { startServer } from './server-process';
import { percentile } from './stats';

export interface SignInRoundTrip {
  p50Ms: number;
  p95Ms: number;
}

const WARM_UP = 5;
const ROUNDS = 40;
const RETURN_TO = '/en-us/home';

/**
 * A browser's side of sign-in over HTTP: it keeps the cookies it is given (all sent everywhere: the flow does not
 * mind) and follows redirects through the start route, the local provider and the callback, up to the site's page.
 */
function signInClient(origin: string) {
  const cookies = new Map<string, string>();
  const send = async (path: string, form?: Record<string, string>) => {
    const headers: Record<string, string> = { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(new URL(path, origin), { method: form ? 'POST' : 'GET', headers, body: form && new URLSearchParams(form), redirect: 'manual' });
    for (const header of response.headers.getSetCookie()) {
      const [name = '', value = ''] = (header.split(';')[0] ?? '').split(/=(.*)/);
      if (value) cookies.set(name, value);
      else cookies.delete(name);
    }
    return { location: response.headers.get('location'), body: await response.text() };
  };
  return async function follow(path: string, form?: Record<string, string>): Promise<{ location: string | null; body: string }> {
    let answer = await send(path, form);
    while (answer.location && /^\/(api|dev-idp)\//.test(new URL(answer.location, origin).pathname)) {
      const next = new URL(answer.location, origin);
      answer = await send(`${next.pathname}${next.search}`);
    }
    return answer;
  };
}

/** Issue 15: from the start route to the return location, through the local provider's persona page (an attendee). */
export async function benchSignInRoundTrip(port: number): Promise<SignInRoundTrip> {
  // Forty sign-ins a minute from one address is past the sign-in limit: the bench measures sign-in, not the limiter.
  const server = await startServer({ port, readyPath: '/api/v1/ping', nodeEnv: 'test', env: { RATE_LIMITS: 'off' } });
  try {
    const times: number[] = [];
    for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
      const follow = signInClient(server.url);
      const started = performance.now();
      const page = await follow(`/api/v1/auth/login?returnTo=${encodeURIComponent(RETURN_TO)}`);
      const action = /action="([^"]+\/login)"/.exec(page.body)?.[1];
      if (!action) throw new Error('the local provider showed no persona page');
      const landed = await follow(action, { persona: 'attendee' });
      if (landed.location !== RETURN_TO) throw new Error(`sign-in landed on ${landed.location}`);
      if (round >= WARM_UP) times.push(performance.now() - started);
    }
    return { p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95) };
  } finally {
    await server.stop();
  }
}
