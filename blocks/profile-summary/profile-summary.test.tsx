import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockDefaults } from '../shared/lazy/block-meta';
import { installProfileApi, renderProfileBlock } from '../testing/profile-api';
import { avery, averyProfile } from '../testing/profile-samples';
import { profileSummary } from './index';

afterEach(() => vi.unstubAllGlobals());

describe('profile summary', () => {
  it('shows the name, job, email and the completion as the metadata weighs it, rounded down', async () => {
    installProfileApi();
    renderProfileBlock(profileSummary, blockDefaults(profileSummary), avery);
    expect(await screen.findByRole('heading', { level: 1, name: 'Avery Attendee' })).toBeTruthy();
    expect(screen.getByText('Platform engineer')).toBeTruthy();
    expect(screen.getByText('Everyone can find your profile in the attendee directory.')).toBeTruthy();
    // Filled: email, first and last name, job (2), country, languages, interests (2) = 9 of 19 → 47.36… → 47.
    const meter = await screen.findByRole('progressbar', { name: 'Your profile is 47% complete' });
    expect(meter.getAttribute('value')).toBe('47');
  });

  it('counts a photo and a company once they are there, and leaves the completion out when told', async () => {
    installProfileApi({}, { ...averyProfile, profileImage: '/api/v1/attendee/att-avery/photo/0.webp', company: 'Wombat Works', displayProfileToPublic: false });
    const shown = renderProfileBlock(profileSummary, blockDefaults(profileSummary), avery);
    expect(await screen.findByRole('progressbar', { name: 'Your profile is 73% complete' })).toBeTruthy();
    expect(screen.getByText('Your profile is hidden: only you can see it.')).toBeTruthy();
    shown.unmount();
    renderProfileBlock(profileSummary, { showCompletion: false }, avery);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says so in the spec’s words when the profile cannot be loaded', async () => {
    installProfileApi({ 'GET /profile': { status: 500, body: { error: 'InternalServerError', message: 'Internal server error' } } });
    renderProfileBlock(profileSummary, blockDefaults(profileSummary), avery);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^There was an issue retrieving your profile information/);
  });
});
