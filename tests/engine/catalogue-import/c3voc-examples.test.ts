import { describe, expect, it } from 'vitest';
import { parseSchedule } from '../../../server/catalogue/import/parse';
import { hasC3vocExamples, readC3voc } from './examples';

const parse = (file: string) => parseSchedule(readC3voc(`examples/${file}`), { timeZone: 'America/Los_Angeles' });

function imported(file: string) {
  const result = parse(file);
  if (!result.ok) throw new Error(`${file} was rejected: ${JSON.stringify(result.errors)}`);
  return result;
}

describe.skipIf(!hasC3vocExamples)('real c3voc exports', () => {
  it('imports pretalx democon (v1): times keep their offsets, the second room sharing a guid is keyed by its name', () => {
    const result = imported('pretalx-democon.json');
    expect(result.format).toBe('c3voc-v1');
    expect(result.timeZone).toBe('UTC');
    expect(result.schedule.sessions).toHaveLength(36);
    expect(result.schedule.rooms.map((room) => [room.roomId, room.name])).toEqual([
      ['b379c473-93b9-4eae-9a09-d482e86cede3', 'Gray Room'],
      ['room-tan-room', 'Tan Room'],
    ]);
    expect(result.warnings).toEqual([{ path: '/schedule/conference/rooms/1/guid', message: expect.stringContaining('Tan Room') }]);
    const first = result.schedule.sessions.find((session) => session.sessionId === '8079583e-8321-506c-95af-fd2903a5f075');
    expect(first).toMatchObject({
      sessionCode: '25',
      title: 'Focused 5thgeneration hardware',
      startDateTime: '2020-12-14T09:00:00+01:00',
      endDateTime: '2020-12-14T09:30:00+01:00',
      durationInMinutes: 30,
      roomId: 'b379c473-93b9-4eae-9a09-d482e86cede3',
      location: 'Gray Room',
      sessionLanguage: 'en-US',
      sessionType: { logicalValue: 'talk', displayValue: 'Talk' },
      track: 'Phased',
      speakerIds: ['NQTF8Y'],
    });
    expect(first?.description).toMatch(/^Brand back-end models!\n\nStation provide certain mean\./);
    const speaker = result.schedule.speakers.find((candidate) => candidate.speakerId === 'NQTF8Y');
    expect(speaker).toMatchObject({ displayName: 'Brian Robinson', firstName: 'Brian', lastName: 'Robinson', bio: expect.stringMatching(/^Break through/) });
  });

  it('imports frab camp2019 (v1) with warnings for its acronym, slugs and relative attachment links', () => {
    const result = imported('frab-camp2019.json');
    expect(result.timeZone).toBe('Europe/Berlin');
    expect(result.schedule.sessions).toHaveLength(79);
    expect(result.schedule.rooms.map((room) => room.name)).toEqual(['Curie', 'Meitner']);
    const paths = result.warnings.map((warning) => warning.path);
    expect(paths).toContain('/schedule/conference/acronym');
    expect(paths.filter((path) => path.endsWith('/slug'))).toHaveLength(79);
    expect(paths).toContain('/schedule/conference/days/0/rooms/Curie/2/attachments/0/url');
    const opening = result.schedule.sessions.find((session) => session.sessionId === 'a0a0fcfe-b7fb-46e3-84b6-97a5406016b4');
    expect(opening).toMatchObject({ sessionCode: '10386', startDateTime: '2019-08-21T11:00:00+02:00', speakerIds: ['7797', '4827'] });
    const speakerNames = new Map(result.schedule.speakers.map((speaker) => [speaker.speakerId, speaker.displayName]));
    expect(speakerNames.get('7797')).toBe('jinxx');
    // Relative attachment URLs are made absolute with the file's base_url; only web addresses are kept.
    const links = result.schedule.sessions.flatMap((session) => [...session.relatedResources, ...session.sessionLinks].map((link) => link.link));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => /^https?:\/\//.test(link))).toBe(true);
  });

  it('imports the hub schedule (v2): rooms by guid with capacity, speakers with their biographies, slides', () => {
    const result = imported('hub-schedule2.json');
    expect(result.format).toBe('c3voc-v2');
    expect(result.timeZone).toBe('Europe/Berlin');
    expect(result.schedule.rooms.find((room) => room.name === 'Saal 1')).toEqual({
      roomId: 'ba692ba3-421b-5371-8309-60acc34a3c05',
      name: 'Saal 1',
      capacity: 3025,
      building: 'CCC',
      sortOrder: 0,
    });
    const [opening, talk] = result.schedule.sessions;
    expect(opening).toMatchObject({
      sessionId: '270fa44c-821a-577f-8ca3-33e8d4a8c2a7',
      sessionCode: 'HQCCYH',
      startDateTime: '2024-12-27T10:30:00+01:00',
      endDateTime: '2024-12-27T11:00:00+01:00',
      roomId: 'ba692ba3-421b-5371-8309-60acc34a3c05',
      track: 'CCC',
      slideDeck: 'https://example.net/foo/bar/1235.pdf',
    });
    expect(opening?.speakerIds).toHaveLength(3);
    expect(talk).toMatchObject({ sessionCode: 'TPGRNN', track: 'Hardware & Making', durationInMinutes: 40 });
    const bogk = result.schedule.speakers.find((speaker) => speaker.displayName === 'Gabriela Bogk');
    expect(bogk?.bio).toMatch(/^Gabriela, the hacker/);
    expect(bogk?.photo).toMatch(/^https:\/\/fahrplan\.events\.ccc\.de\/.*\.jpg$/);
  });

  it('rejects the invalid example with the path of every error', () => {
    const result = parse('invalid-example.json');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.format).toBe('c3voc-v1');
    expect(result.errors.map((error) => error.path)).toEqual([
      '/schedule/conference/days/0/rooms/Winterchaos/0/id',
      '/schedule/conference/days/0/rooms/Winterchaos/0/persons/0/id',
    ]);
    expect(result.errors.every((error) => error.message === 'must be integer')).toBe(true);
  });
});
