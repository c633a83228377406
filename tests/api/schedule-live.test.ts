import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS } from './harness';
import { openStream } from './live-stream';
import { attendeeNamed, startScheduleServer, type ScheduleServer } from './schedule-fixture';

describe.each(DRIVERS)('waitlist promotion told live (%s)', (driver) => {
  let site: ScheduleServer;

  beforeAll(async () => {
    site = await startScheduleServer(driver);
    await site.server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => site?.close());

  it('tells the promoted attendee on their own streams, and nobody else', async () => {
    const [holder, waiter, bystander] = [attendeeNamed('Hal Holder'), attendeeNamed('Wes Waiter'), attendeeNamed('Bea Bystander')];
    const put = (who: typeof holder) => site.call('PUT', '/schedule/session/sch-rsvp', who, { confirmed: true });
    await put(holder);
    await put(waiter);
    const streams = await Promise.all(
      [waiter, bystander, holder].map(async (who) => openStream(site.server, await site.server.auth(who))),
    );
    const anonymous = await openStream(site.server);
    const [waiterStream, bystanderStream, holderStream] = streams;
    try {
      expect((await site.call('DELETE', '/schedule/session/sch-rsvp', holder)).statusCode).toBe(200);
      const told = await waiterStream!.next((event) => event.event === 'onScheduleChanged');
      expect(told.data).toEqual({ userId: 'dev-wes-waiter', sessionId: 'sch-rsvp', enrollmentStatus: 'scheduled' });
      // An event published after the promotion reaches every stream: by then the promotion would have too.
      site.server.reach.live.publish({ type: 'onPagesChanged', data: { env: 'cont' } });
      for (const stream of [bystanderStream!, holderStream!, anonymous]) {
        await stream.next((event) => event.event === 'onPagesChanged');
        expect(stream.received.map((event) => event.event)).not.toContain('onScheduleChanged');
      }
    } finally {
      for (const stream of [...streams, anonymous]) stream.close();
    }
  });
});
