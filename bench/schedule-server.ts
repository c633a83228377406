/**
 * The product server plus bench-only routes for bench/schedule.ts: a single-row insert behind the same access rule
 * as the RSVP route (the reference its writes/s are measured beside), and a setup route that writes the bench's
 * sessions, switches My schedule on and signs in its users. Never part of the product (server/main.ts registers nothing).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { buildApp } from '../server/app';
import type { AppContext } from '../server/context';
import { EVENT_TOOLS } from '../server/auth/access-rules';
import { devSubject } from '../server/auth/dev-subjects';
import { writeCatalogue } from '../server/catalogue/writes';
import { configFromEnv } from '../server/config';
import type { Db } from '../server/db/client';
import { siteSettings } from '../server/db/schema';
import { ROLE_SCOPES, type CurrentUser } from '../src/engine';
import { session } from '../tests/engine/catalogue-search/builders';
import { BENCH_INSERT_PATH, BENCH_SETUP_PATH, type ScheduleBenchSetup } from './schedule';

const benchRoutes: FastifyPluginAsync<AppContext & { db: Db }> = async (app, { db, live, sessions, settings, siteEnv }) => {
  await db.execute(sql`create table if not exists bench_inserts (id bigserial primary key, user_id text not null, created_at timestamptz not null default now())`);

  app.post(BENCH_INSERT_PATH.replace('/api/v1', ''), { config: { access: EVENT_TOOLS } }, async (request) => {
    await db.execute(sql`insert into bench_inserts (user_id) values (${(request.user as CurrentUser).id})`);
    return { success: true };
  });

  app.post<{ Body: ScheduleBenchSetup }>(BENCH_SETUP_PATH.replace('/api/v1', ''), { config: { access: 'public' } }, async (request) => {
    const { users, sessionIds, capacity, waitlistCapacity } = request.body;
    await writeCatalogue(db, live, {
      sessions: sessionIds.map((sessionId, index) =>
        session({ sessionId, sessionCode: `BENCH${index}`, deliveryTypes: ['In-Person', 'Digital'], capacity: capacity[sessionId] ?? null, waitlistCapacity: waitlistCapacity[sessionId] ?? null }),
      ),
    });
    await db.update(siteSettings).set({ value: true }).where(and(eq(siteSettings.env, siteEnv), eq(siteSettings.name, 'enableMySchedule')));
    settings.invalidate(siteEnv);
    const tokens: string[] = [];
    for (let index = 0; index < users; index += 1) {
      const { token } = await sessions.start({ user: devSubject({ scopes: [...ROLE_SCOPES['inperson-attendee']], name: `Bench User ${index}` }) });
      tokens.push(token);
    }
    return { tokens };
  });
};

const config = configFromEnv();
// Hundreds of clients from one address: what is measured is the schedule, not the limiter's refusals.
const app = await buildApp({ ...config.app, rateLimits: false, extraApiRoutes: [benchRoutes] });
await app.listen({ port: config.port, host: config.host });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
