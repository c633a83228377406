import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttendeeSearchResponse } from '../../schemas/generated/api/catalogue/attendee-search';
import type { ProfileMetadata } from '../../schemas/generated/api/profile/metadata';
import type { ProfilePhotoResponse } from '../../schemas/generated/api/profile/photo';
import type { Profile } from '../../schemas/generated/api/profile/profile';
import type { ProfileSummary } from '../../schemas/generated/api/profile/summary';
import type { ApiErrorBody } from '../../src/engine';
import { DRIVERS, json, startServer, type TestServer } from './harness';
import { photoFile, pngBomb } from './profile-images';

type Who = Parameters<TestServer['auth']>[0] | null;

describe.each(DRIVERS)('profile API (%s)', (driver) => {
  let server: TestServer;
  const headersOf = async (who: Who) => (who ? await server.auth(who) : {});
  const call = async (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, who: Who = 'attendee', payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: await headersOf(who), ...(payload ? { payload } : {}) });
  const profileOf = async (who: Who = 'attendee') => json<Profile>(await call('GET', '/profile', who));
  const save = (update: object, who: Who = 'attendee') => call('PUT', '/profile', who, update);
  const upload = async (bytes: Buffer, who: Who = 'attendee', contentType = 'image/png') =>
    server.app.inject({ method: 'PUT', url: '/api/v1/profile/photo', headers: { ...(await headersOf(who)), 'content-type': contentType }, payload: bytes });
  const searchNames = async (searchText: string, who: Who = null) =>
    json<AttendeeSearchResponse>(await call('POST', '/attendee/search', who, { searchText })).data.map((found) => found.displayName);

  beforeAll(async () => {
    server = await startServer(driver);
  });
  afterAll(() => server.close());

  describe('reading and saving', () => {
    it('answers the caller’s own profile, summary and metadata, and refuses anonymous callers', async () => {
      const profile = await profileOf();
      expect(profile).toMatchObject({ email: 'avery@example.com', firstName: 'Avery', lastName: 'Attendee', displayName: 'Avery Attendee', canAttendMeetings: true });
      const summary = json<ProfileSummary>(await call('GET', '/profile/summary'));
      expect(summary).toMatchObject({ attendeeId: profile.id, attendeeType: 'attendee', email: 'avery@example.com', hasLoggedOn: true, scopes: expect.arrayContaining(['meetings']) });
      const metadata = json<ProfileMetadata>(await call('GET', '/profile/profileMetaData'));
      expect(metadata.sections.map((section) => section.id)).toEqual(['about', 'location', 'interests', 'social']);
      const interests = metadata.sections.flatMap((section) => section.itemsToShow).find((item) => item.path === 'interests');
      expect(interests).toMatchObject({ style: 'nestedSelect', completionWeight: 2 });
      expect(interests?.options?.length).toBeGreaterThan(3);
      for (const url of ['/profile', '/profile/summary', '/profile/profileMetaData']) expect((await call('GET', url, null)).statusCode).toBe(401);
      expect((await save({ jobTitle: 'Nobody' }, null)).statusCode).toBe(401);
    });

    it('saves the fields sent, keeps the others, derives the display name and marks the profile onboarded', async () => {
      const before = await profileOf();
      const response = await save({
        preferredFirst: '  Ave ',
        jobTitle: 'Platform engineer',
        company: 'Wombat Works',
        biography: 'Builds burrows.',
        social: { linkedin: 'avery-a', twitter: '' },
        country: 'DE',
        languagesSpoken: ['de', 'en'],
        timeZone: 'Europe/Berlin',
        jobCategory: 'developer',
        interests: ['AI', 'AI|Agents'],
        products: ['Wombat DB'],
        canSendToCalendar: true,
      });
      expect(response.statusCode).toBe(200);
      const saved = await profileOf();
      expect(json<Profile>(response)).toEqual(saved);
      expect(saved).toMatchObject({
        preferredFirst: 'Ave',
        displayName: 'Ave Attendee',
        firstName: before.firstName,
        social: { linkedin: 'avery-a' },
        country: 'DE',
        timeZone: 'Europe/Berlin',
        interests: ['AI', 'AI|Agents'],
        hasBeenOnboarded: true,
        canSendToCalendar: true,
      });
      expect(json<ProfileSummary>(await call('GET', '/profile/summary'))).toMatchObject({ displayName: 'Ave Attendee', companyName: 'Wombat Works', country: 'DE', selectedTimezone: 'Europe/Berlin' });
      await save({ preferredFirst: null });
      expect((await profileOf()).displayName).toBe('Avery Attendee');
    });

    it('refuses invalid fields with their paths and saves none of the update', async () => {
      const before = await profileOf();
      const response = await save({ jobTitle: 'Changed', firstName: ' ', country: 'XX', id: 'someone-else', interests: Array.from({ length: 51 }, (_, n) => `t${n}`) });
      expect(response.statusCode).toBe(400);
      const paths = json<ApiErrorBody & { details: { path: string }[] }>(response).details.map((issue) => issue.path);
      expect(paths).toEqual(expect.arrayContaining(['/body/firstName', '/body/country', '/body/id', '/body/interests']));
      const zone = await save({ jobTitle: 'Changed', timeZone: 'Mars/Olympus_Mons' });
      expect(zone.statusCode).toBe(400);
      expect(json<{ details: unknown[] }>(zone).details).toEqual([{ path: '/body/timeZone', message: expect.stringContaining('IANA') }]);
      expect((await save({})).statusCode).toBe(400);
      expect(await profileOf()).toEqual(before);
    });

    it('answers every caller their own profile only: no call names another’s', async () => {
      const avery = await profileOf();
      const speaker = await profileOf('speaker');
      expect(speaker.id).not.toBe(avery.id);
      expect(speaker.email).toBe('sam@example.com');
      expect((await save({ jobTitle: 'Keynote speaker' }, 'speaker')).statusCode).toBe(200);
      expect((await profileOf()).jobTitle).toBe(avery.jobTitle);
      // Routes that would take an id do not exist: the id goes nowhere.
      expect((await call('GET', `/profile/${avery.id}`, 'speaker')).statusCode).toBe(404);
      expect((await call('PUT', `/profile/${avery.id}`, 'speaker', { jobTitle: 'Taken over' })).statusCode).toBe(404);
      expect((await profileOf()).jobTitle).toBe(avery.jobTitle);
    });

    it('gives a signed-in person without an attendee a new, unlisted one made from their sign-in', async () => {
      const newcomer = { scopes: ['session-catalog'], name: 'Nora Newcomer' };
      const profile = await profileOf(newcomer);
      expect(profile).toMatchObject({ email: 'nora-newcomer@example.com', firstName: 'Nora', lastName: 'Newcomer', displayProfileToPublic: false, displaySessions: false, isAvailableForMeetings: false, canAttendMeetings: false, hasBeenOnboarded: false });
      expect((await profileOf(newcomer)).id).toBe(profile.id);
      expect(await searchNames('Newcomer')).toEqual([]);
      // The catalogue knows it at once, hidden: its owner opens it, nobody else does.
      expect((await call('GET', `/attendee/en-us-${profile.id}`, null)).statusCode).toBe(404);
    });
  });

  describe('privacy switches', () => {
    it('takes an attendee out of the catalogue’s search and detail at once, and back', async () => {
      const { id } = await profileOf();
      expect((await save({ displayProfileToPublic: true })).statusCode).toBe(200);
      expect(await searchNames('Avery Attendee')).toContain('Avery Attendee');
      expect((await call('GET', `/attendee/en-us-${id}`, 'speaker')).statusCode).toBe(200);

      expect((await save({ displayProfileToPublic: false })).statusCode).toBe(200);
      expect(await searchNames('Avery Attendee')).not.toContain('Avery Attendee');
      expect(await searchNames('Avery Attendee', 'speaker')).not.toContain('Avery Attendee');
      for (const who of [null, 'speaker'] as const) expect((await call('GET', `/attendee/en-us-${id}`, who)).statusCode).toBe(404);
      // Its owner still finds it.
      expect((await call('GET', `/attendee/en-us-${id}`)).statusCode).toBe(200);
      expect(json<ProfileSummary>(await call('GET', '/profile/summary'))).toMatchObject({ displayProfileToPublic: false, attendeeDirectory: false });

      await save({ displayProfileToPublic: true, jobTitle: 'Burrow architect' });
      expect(await searchNames('Burrow architect')).toContain('Avery Attendee');
    });

    it('shows others at once whether the attendee takes meeting requests and shows their sessions', async () => {
      const { id } = await profileOf();
      const seenBySpeaker = async () => json<{ displaySessions: boolean; isAvailableForMeetings: boolean }>(await call('GET', `/attendee/en-us-${id}`, 'speaker'));
      for (const value of [false, true]) {
        expect((await save({ displayProfileToPublic: true, displaySessions: value, isAvailableForMeetings: value })).statusCode).toBe(200);
        expect(await seenBySpeaker()).toMatchObject({ displaySessions: value, isAvailableForMeetings: value });
      }
    });
  });

  describe('photo', () => {
    it('re-encodes an upload to a small WebP without its metadata, served by content name with nosniff and a long cache', async () => {
      const original = await sharp(await photoFile('jpeg', 1600, 1200)).withExif({ IFD0: { Copyright: 'secret-camera-owner' } }).jpeg().toBuffer();
      const response = await upload(original, 'attendee', 'image/jpeg');
      expect(response.statusCode).toBe(200);
      const { profileImage } = json<ProfilePhotoResponse>(response);
      const { id } = await profileOf();
      expect(profileImage).toMatch(new RegExp(`^/api/v1/attendee/${id}/photo/[a-f0-9]{32}\\.webp$`));
      expect((await profileOf()).profileImage).toBe(profileImage);
      const served = await server.app.inject({ url: profileImage as string });
      expect(served.statusCode).toBe(200);
      // Shared caches ask again each time, so a profile hidden later stops being served; unchanged, that costs a 304.
      expect(served.headers).toMatchObject({ 'content-type': 'image/webp', 'x-content-type-options': 'nosniff', 'cache-control': 'public, no-cache' });
      const again = await server.app.inject({ url: profileImage as string, headers: { 'if-none-match': served.headers.etag as string } });
      expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
      const stored = await sharp(served.rawPayload).metadata();
      expect(stored).toMatchObject({ format: 'webp', width: 512, height: 384 });
      expect(stored.exif).toBeUndefined();
      expect(served.rawPayload.includes('secret-camera-owner')).toBe(false);
    });

    it.each(['png', 'gif', 'webp'] as const)('accepts a %s photo', async (format) => {
      const response = await upload(await photoFile(format, 64, 48), 'attendee', `image/${format}`);
      expect(response.statusCode).toBe(200);
    });

    it('refuses a non-image, a disguised file, a decompression bomb and an oversized file, each with its reason', async () => {
      const before = (await profileOf()).profileImage;
      const cases: [Buffer, number, string][] = [
        [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 400, 'NotAnImage'],
        [Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('<html>not a png</html>')]), 400, 'NotAnImage'],
        [Buffer.alloc(0), 400, 'NotAnImage'],
        [pngBomb(), 400, 'TooManyPixels'],
        [Buffer.concat([await photoFile('png', 64, 48), Buffer.alloc(5 * 1024 * 1024)]), 413, 'PhotoTooLarge'],
      ];
      for (const [bytes, status, error] of cases) {
        const response = await upload(bytes);
        expect([response.statusCode, json<ApiErrorBody>(response).error], error).toEqual([status, error]);
        expect(json<ApiErrorBody>(response).message.length).toBeGreaterThan(10);
      }
      expect((await upload(await photoFile('png'), null)).statusCode).toBe(401);
      expect((await profileOf()).profileImage).toBe(before);
    });

    it('serves a hidden profile’s photo to its owner only, answers 404 for other files and attendees, and removes it', async () => {
      const { profileImage } = json<ProfilePhotoResponse>(await upload(await photoFile('png')));
      const url = profileImage as string;
      await save({ displayProfileToPublic: false });
      const get = async (address: string, who: Who) => server.app.inject({ url: address, headers: await headersOf(who) });
      const own = await get(url, 'attendee');
      expect([own.statusCode, own.headers['cache-control']]).toEqual([200, 'private, max-age=31536000, immutable']);
      // A third user, and nobody at all, learn nothing of it.
      for (const who of ['speaker', null] as const) expect((await get(url, who)).statusCode).toBe(404);
      expect((await get(url.replace(/[a-f0-9]{32}/, '0'.repeat(32)), 'attendee')).statusCode).toBe(404);
      expect((await get('/api/v1/attendee/no-such-attendee/photo/' + '0'.repeat(32) + '.webp', 'attendee')).statusCode).toBe(404);

      const removed = await call('DELETE', '/profile/photo');
      expect(json<ProfilePhotoResponse>(removed)).toEqual({ profileImage: null });
      expect((await get(url, 'attendee')).statusCode).toBe(404);
      await save({ displayProfileToPublic: true });
    });

    it('changes the speaker’s own photo, never the attendee’s', async () => {
      const avery = (await profileOf()).profileImage;
      const { profileImage } = json<ProfilePhotoResponse>(await upload(await photoFile('png', 80, 80), 'speaker'));
      expect(profileImage).toContain((await profileOf('speaker')).id);
      expect((await profileOf()).profileImage).toBe(avery);
    });
  });
});
