import { describe, expect, it } from 'vitest';
import { schemaIssues } from '../../../server/catalogue/import/schema-check';
import { IMPORT_FORMATS } from '../../../server/catalogue/import/types';

describe('format schemas', () => {
  it.each(IMPORT_FORMATS)('compiles the %s schemas: what is missing is left to the mapper, not an error', (format) => {
    const issues = schemaIssues(format, {});
    expect(issues.errors).toEqual([]);
    expect(issues.warnings.length).toBeGreaterThan(0);
  });

  it('sorts deviations: wrong types and unreadable dates are errors, the rest warnings', () => {
    const issues = schemaIssues('sessionize', {
      sessions: [{ id: '1', title: 2, startsAt: null }],
      speakers: [{ id: 's', links: [{ title: 'site' }] }],
      extra: true,
    });
    expect(issues.errors).toEqual([{ path: '/sessions/0/title', message: 'must be string' }]);
    expect(issues.warnings).toEqual([{ path: '/speakers/0/links/0/url', message: "must have required property 'url'" }]);
  });

  it('rejects wrong types in what the import reads, and only warns about the format’s conventions, whatever the rule', () => {
    const event = { guid: 'opening', title: 7, date: '2026-05-04T10:00:00', duration: '00:45', slug: 'Opening!' };
    const issues = schemaIssues('c3voc-v1', {
      schedule: { version: 1, conference: { acronym: 'X', title: 'Test', daysCount: '1', days: [{ rooms: { Hall: [event] } }] } },
    });
    const at = '/schedule/conference/days/0/rooms/Hall/0';
    expect(issues.errors).toEqual([
      { path: `${at}/title`, message: 'must be string' },
      { path: `${at}/date`, message: 'must match format "date-time"' },
    ]);
    expect(issues.warnings).toEqual(
      expect.arrayContaining([
        { path: '/schedule/version', message: 'must be string' },
        { path: '/schedule/conference/daysCount', message: 'must be integer' },
        { path: '/schedule/conference/acronym', message: expect.stringContaining('must match pattern') },
        { path: `${at}/guid`, message: 'must match format "uuid"' },
        { path: `${at}/slug`, message: expect.stringContaining('must match pattern') },
        { path: `${at}/url`, message: "must have required property 'url'" },
      ]),
    );
  });
});
