import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockDefaults } from '../shared/lazy/block-meta';
import { installProfileApi, renderProfileBlock } from '../testing/profile-api';
import { keynote, lunch, scheduleSettings } from '../testing/schedule-samples';
import { sharedSchedule } from './index';

const show = () => renderProfileBlock(sharedSchedule, blockDefaults(sharedSchedule), null, { page: 'attendee-schedule', params: { id: 'att-avery' }, settings: scheduleSettings() });

afterEach(() => vi.unstubAllGlobals());

describe('a shared schedule', () => {
  it('shows the attendee’s name and their sessions by day, read-only, to a signed-out visitor', async () => {
    const { sent } = installProfileApi({
      'POST /attendee/att-avery/sessions/en-us': { status: 200, body: { attendeeId: 'att-avery', displayName: 'Avery Attendee', timeZone: 'America/Los_Angeles', events: [lunch, keynote] } },
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Avery Attendee’s schedule' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tue, Mar 9, 2027' })).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Keynote: the year ahead', 'Lunch']);
    expect(screen.queryByRole('button', { name: 'Keynote: the year ahead' })).toBeNull();
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/attendee/att-avery/sessions/en-us' });
  });

  it('says so when the schedule is not shared', async () => {
    installProfileApi({ 'POST /attendee/att-avery/sessions/en-us': { status: 404, body: { error: 'NotFound', message: 'Not found' } } });
    show();
    expect(await screen.findByText('This schedule is not shared.')).toBeTruthy();
  });
});
