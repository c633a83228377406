import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../tests/ui/helpers/fixtures';
import { adaProfile, contoso } from '../testing/catalogue-samples';
import { installItemApi, renderDetail } from '../testing/detail-harness';
import { speakerDetail } from './index';
import { blockDefaults } from '../shared/lazy/block-meta';

const api = { '/speaker/sp-ada': adaProfile, '/company/en-us-co-contoso': contoso };
const onPage = (id: string, visitor = {}) => renderDetail(speakerDetail, blockDefaults(speakerDetail), { page: 'speaker-detail', params: { id }, ...visitor });

afterEach(() => vi.unstubAllGlobals());

describe('speaker detail', () => {
  it('shows the profile: name, job title, company page, bio, social links and sessions', async () => {
    installItemApi(api);
    onPage('sp-ada');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('Principal Engineer')).toBeTruthy();
    expect(screen.getByText(adaProfile.bio as string)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Contoso Cloud' })).getAttribute('href')).toBe('/en-us/sponsors/co-contoso');
    const social = within(screen.getByRole('list', { name: 'Social profiles' }));
    expect(social.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://x.com/ada_l',
      'https://www.linkedin.com/in/ada-lovelace',
      'https://github.com/adal',
      'https://ada.example.com',
    ]);
    const sessions = within(screen.getByRole('region', { name: 'Sessions' }));
    expect(sessions.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/en-us/sessions/BRK101', '/en-us/sessions/BRK101-R1']);
    expect(document.title).toBe('Ada Lovelace | Confsite Summit 2027');
  });

  it('shows the company as text when it is not one of the event companies', async () => {
    installItemApi({ '/speaker/sp-ada': { ...adaProfile, companyId: null, company: 'Analytical Engines Ltd' } });
    onPage('sp-ada');
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    expect(screen.getByText('Analytical Engines Ltd').closest('a')).toBeNull();
  });

  it.each([
    ['without a photo', { photo: null }],
    ['without a bio', { bio: '  ' }],
  ])('has no profile for a speaker %s', async (_story, missing) => {
    installItemApi({ '/speaker/sp-ada': { ...adaProfile, ...missing } });
    onPage('sp-ada');
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find a speaker profile for sp-ada.');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('offers signed-in visitors the favorite button beside the name, pressed for a favorite', async () => {
    const attendee = testUser('attendee');
    installItemApi({ ...api, '/favorite/1': { type: 1, ids: ['sp-ada'] } });
    onPage('sp-ada', { user: attendee, scopes: attendee.scopes });
    const button = await screen.findByRole('button', { name: 'Add Ada Lovelace to favorites' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
  });

  it('says so for an unknown speaker', async () => {
    installItemApi(api);
    onPage('nobody');
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find a speaker profile for nobody.');
  });
});
