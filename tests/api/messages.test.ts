import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../server/db/schema';
import { DEFAULT_RATE_LIMITS } from '../../server/http/rate-limits';
import { DRIVERS } from './harness';
import { openStream } from './live-stream';
import { crowd, eventTime, keyOf, PEOPLE, person, startMeetingServer, userIdOf, type MeetingServer, type Who } from './meetings-fixture';

const avery = person(PEOPLE.avery);
const blake = person(PEOPLE.blake);
const casey = person(PEOPLE.casey);

describe.each(DRIVERS)('messages and conversations (%s)', (driver) => {
  let site: MeetingServer;
  const send = (who: Who, to: string, body: string, subject?: string) => site.call('POST', '/messages/send', who, { messageToKey: keyOf(to), body, ...(subject ? { subject } : {}) });
  const unread = async (who: Who) => (await site.call('GET', '/messages/unreadCount', who)).json().count as number;
  const storedCount = async () => (await site.server.reach.db.select({ n: sql<number>`count(*)::int` }).from(messages))[0]?.n;

  beforeAll(async () => {
    site = await startMeetingServer(driver);
  });
  afterAll(() => site?.close());

  it('delivers Avery\'s message to Blake: his conversation list, unread count and thread; reading it clears the count', async () => {
    const sent = await send(avery, PEOPLE.blake, 'Hello Blake, see https://example.com/agenda for the plan.', 'Hi');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ body: 'Hello Blake, see https://example.com/agenda for the plan.', subject: 'Hi', messageType: 'direct', isRead: true, author: { key: keyOf(PEOPLE.avery), name: PEOPLE.avery }, recipient: { key: keyOf(PEOPLE.blake) } });
    expect(JSON.stringify(sent.json())).not.toContain('@example.com');
    expect(await unread(blake)).toBe(1);
    const list = (await site.call('GET', '/conversation', blake)).json();
    expect(list.unreadCount).toBe(1);
    expect(list.conversations[0]).toMatchObject({ recipient: { id: keyOf(PEOPLE.avery), name: PEOPLE.avery, validRecipient: true }, unreadCount: 1, lastMessage: { isRead: false } });
    const thread = (await site.call('GET', `/conversation/attendee/${keyOf(PEOPLE.avery)}`, blake)).json();
    expect(thread.messages).toHaveLength(1);
    const read = await site.call('PUT', `/messages/${thread.messages[0].id}/read`, blake);
    expect(read.json()).toEqual({ count: 0 });
    expect(await unread(blake)).toBe(0);
    const reply = await send(blake, PEOPLE.avery, 'Thanks!');
    expect(reply.json().parentId).toBe(sent.json().id);
    const both = (await site.call('GET', `/conversation/attendee/${keyOf(PEOPLE.blake)}`, avery)).json();
    expect(both.messages.map((message: { body: string }) => message.body)).toEqual(['Thanks!', 'Hello Blake, see https://example.com/agenda for the plan.']);
    expect((await site.call('GET', '/messages', avery)).json().messages.map((message: { body: string }) => message.body)).toEqual(['Thanks!']);
  });

  it('marks a message and every earlier one read, never going back', async () => {
    const first = (await send(casey, PEOPLE.avery, 'one')).json();
    await send(casey, PEOPLE.avery, 'two');
    const third = (await send(casey, PEOPLE.avery, 'three')).json();
    const before = await unread(avery);
    expect((await site.call('PUT', `/messages/${third.id}/read`, avery)).json()).toEqual({ count: before - 3 });
    expect((await site.call('PUT', `/messages/${first.id}/read`, avery)).json()).toEqual({ count: before - 3 });
  });

  it('counts a conversation read once one replies in it, as the meeting page replies without reading first', async () => {
    await send(casey, PEOPLE.blake, 'first');
    await send(casey, PEOPLE.blake, 'second');
    const before = await unread(blake);
    await send(blake, PEOPLE.casey, 'Both read, thanks');
    expect(await unread(blake)).toBe(before - 2);
    const list = (await site.call('GET', '/conversation', blake)).json();
    expect(list.conversations.find((summary: { recipient: { id: string } }) => summary.recipient.id === keyOf(PEOPLE.casey))).toMatchObject({ unreadCount: 0 });
    expect(list.unreadCount).toBe(before - 2);
  });

  it('gives an attendee\'s email to a directory member while they take meeting requests (send email, team chat), to nobody else', async () => {
    const emailSeen = async (who: Who | null, name: string) => (await site.call('GET', `/attendee/en-us-${keyOf(name)}`, who)).json().email as string | undefined;
    expect(await emailSeen(avery, PEOPLE.blake)).toBe(`${keyOf(PEOPLE.blake)}@example.com`);
    expect(await emailSeen(avery, PEOPLE.busy)).toBeUndefined();
    expect(await emailSeen(person(PEOPLE.hidden), PEOPLE.blake)).toBeUndefined();
    expect(await emailSeen(null, PEOPLE.blake)).toBeUndefined();
    const found = (await site.call('POST', '/attendee/search', avery, { searchText: 'Person', itemsPerPage: 24 })).json().data as { attendeeId: string; email?: string }[];
    expect(found.find((entry) => entry.attendeeId === keyOf(PEOPLE.busy))).not.toHaveProperty('email');
  });

  it('answers 404 to a third user for another pair\'s messages, changing nothing', async () => {
    const message = (await send(avery, PEOPLE.blake, 'Just between us')).json();
    const blakeUnread = await unread(blake);
    expect((await site.call('PUT', `/messages/${message.id}/read`, casey)).statusCode).toBe(404);
    expect((await site.call('PUT', '/messages/999999/read', casey)).statusCode).toBe(404);
    expect((await site.call('PUT', '/messages/not-a-number/read', casey)).statusCode).toBe(404);
    expect(await unread(blake)).toBe(blakeUnread);
    const caseyList = (await site.call('GET', '/conversation', casey)).json();
    expect(JSON.stringify(caseyList)).not.toContain('Just between us');
    const caseyThread = (await site.call('GET', `/conversation/attendee/${keyOf(PEOPLE.blake)}`, casey)).json();
    expect(JSON.stringify(caseyThread)).not.toContain('Just between us');
    expect((await site.call('GET', '/messages', casey)).json().messages.some((found: { body: string }) => found.body === 'Just between us')).toBe(false);
  });

  it('refuses empty, over-long, self-addressed and unreachable messages with a clear message, storing nothing', async () => {
    const before = await storedCount();
    const refusals: [string, string, number, string][] = [
      [PEOPLE.blake, '   ', 400, 'A message cannot be empty'],
      [PEOPLE.blake, 'x'.repeat(2001), 400, 'body must NOT have more than 2000 characters'],
      [PEOPLE.avery, 'me', 400, 'You cannot send a message to yourself'],
      [PEOPLE.hidden, 'hello', 404, `Could not find attendee ${keyOf(PEOPLE.hidden)}`],
      ['Nobody Here', 'hello', 404, `Could not find attendee ${keyOf('Nobody Here')}`],
      [PEOPLE.busy, 'hello', 403, 'This attendee is not available for messages'],
    ];
    for (const [to, body, status, message] of refusals) {
      const response = await send(avery, to, body);
      expect({ to, status: response.statusCode, message: response.json().message }).toEqual({ to, status, message: expect.stringContaining(message.split(' ')[0] as string) });
      expect(response.json().message).toContain(message.startsWith('body') ? '2000' : message);
    }
    const emoji = '🙂'.repeat(2000);
    expect((await send(avery, PEOPLE.blake, emoji)).statusCode).toBe(200);
    expect(await storedCount()).toBe((before ?? 0) + 1);
  });

  it('stores a body with HTML as the text it is', async () => {
    const body = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const sent = (await send(avery, PEOPLE.blake, body)).json();
    const thread = (await site.call('GET', `/conversation/attendee/${keyOf(PEOPLE.avery)}`, blake)).json();
    expect(thread.messages.find((message: { id: string }) => message.id === sent.id).body).toBe(body);
  });

  it('opens an empty conversation with a reachable attendee, 404 with one who is not', async () => {
    const fresh = await site.call('GET', `/conversation/attendee/${keyOf(crowd(3)[2] as string)}`, avery);
    expect(fresh.json()).toEqual({ recipient: expect.objectContaining({ id: keyOf(crowd(3)[2] as string), validRecipient: true }), messages: [] });
    expect((await site.call('GET', `/conversation/attendee/${keyOf(PEOPLE.hidden)}`, avery)).statusCode).toBe(404);
    expect((await site.call('GET', `/conversation/attendee/${keyOf(PEOPLE.busy)}`, avery)).statusCode).toBe(404);
  });

  it('needs the caller in the directory and the event-tools scope', async () => {
    expect((await site.call('GET', '/conversation', person(PEOPLE.hidden))).statusCode).toBe(403);
    expect((await site.call('GET', '/conversation', { scopes: ['meetings'], name: PEOPLE.casey })).statusCode).toBe(403);
    expect((await site.call('GET', '/conversation', null)).statusCode).toBe(401);
  });

  it('rate-limits sending per user with a 429 whose message the page shows', async () => {
    const sender = person(crowd(5)[4] as string);
    const statuses: number[] = [];
    let refusal = '';
    for (let count = 0; count < DEFAULT_RATE_LIMITS.message + 2; count += 1) {
      const response = await send(sender, PEOPLE.blake, `note ${count}`);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) refusal = response.json().message;
    }
    expect(statuses).toEqual([...Array(DEFAULT_RATE_LIMITS.message).fill(200), 429, 429]);
    expect(refusal).toMatch(/^Too many requests: please wait \d+ seconds and try again\.$/);
  });

  it('gives a meeting\'s participants its group messages, counted unread for the others, and nobody else', async () => {
    const meeting = (
      await site.call('POST', '/meeting', avery, { subject: 'Group chat', time: eventTime(15), endTime: eventTime(15, 30), invitees: [userIdOf(PEOPLE.blake), userIdOf(crowd(1)[0] as string)] })
    ).json();
    const before = await unread(blake);
    const sent = await site.call('POST', '/meeting/message', avery, { meetingId: meeting.id, body: 'See you at 3' });
    expect(sent.json()).toMatchObject({ messageType: 'meeting', meetingId: meeting.id, recipient: null, subject: 'Group chat' });
    expect(await unread(blake)).toBe(before + 1);
    const conversation = (await site.call('GET', `/conversation/meeting/${meeting.id}`, blake)).json();
    expect(conversation).toMatchObject({ recipient: { id: meeting.id, name: 'Group chat', validRecipient: true }, messages: [{ body: 'See you at 3', isRead: false }] });
    const inbox = (await site.call('GET', '/conversation', blake)).json();
    expect(inbox.conversations.some((summary: { recipient: { id: string } }) => summary.recipient.id === meeting.id)).toBe(true);
    expect((await site.call('POST', '/meeting/message', avery, { meetingId: meeting.id, body: '  ' })).statusCode).toBe(400);
    await site.call('DELETE', `/meeting/${meeting.id}`, avery);
    const afterCancel = await site.call('POST', '/meeting/message', blake, { meetingId: meeting.id, body: 'Too late?' });
    expect([afterCancel.statusCode, afterCancel.json().message]).toEqual([409, 'This meeting is cancelled']);
    expect((await site.call('GET', `/conversation/meeting/${meeting.id}`, blake)).json().recipient.validRecipient).toBe(false);
  });

  it('streams a new message and an invitation to the recipient\'s open page only', async () => {
    await site.server.app.listen({ port: 0, host: '127.0.0.1' });
    const blakeStream = await openStream(site.server, await site.server.auth(blake));
    const caseyStream = await openStream(site.server, await site.server.auth(casey));
    try {
      const sent = (await send(avery, PEOPLE.blake, 'Live hello')).json();
      const event = await blakeStream.next((received) => received.event === 'onMessageReceived' && received.data.messageId === sent.id);
      expect(event.data).toEqual({ userId: userIdOf(PEOPLE.blake), messageId: sent.id, meetingId: null, authorKey: keyOf(PEOPLE.avery) });
      const meeting = (await site.call('POST', '/meeting', avery, { subject: 'Live invite', time: eventTime(16), endTime: eventTime(16, 30), invitees: [userIdOf(PEOPLE.blake)] })).json();
      const invited = await blakeStream.next((received) => received.event === 'onMeetingChanged' && received.data.meetingId === meeting.id);
      expect(invited.data).toEqual({ userId: userIdOf(PEOPLE.blake), meetingId: meeting.id, change: 'invited' });
      expect(caseyStream.received.filter((received) => received.event === 'onMessageReceived' || received.event === 'onMeetingChanged')).toEqual([]);
    } finally {
      blakeStream.close();
      caseyStream.close();
    }
  });
});
