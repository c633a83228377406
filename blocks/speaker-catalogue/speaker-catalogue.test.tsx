import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueServer } from '../../tests/api/catalogue-fixture';
import { renderCatalogue, startCatalogueApi } from '../../tests/ui/catalogue/render-catalogue';
import { testUser } from '../../tests/ui/helpers/fixtures';
import { demoSettings } from '../../storybook/demo-page-context';
import { speakerCatalogue } from './index';
import type { SpeakerCatalogueProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

configure({ asyncUtilTimeout: 5000 });

let server: CatalogueServer;
beforeAll(async () => {
  server = await startCatalogueApi();
}, 120_000);
afterAll(() => server.close());
beforeEach(() => window.sessionStorage.clear());

const show = (path: string, context = {}) => renderCatalogue(speakerCatalogue, blockDefaults(speakerCatalogue) as SpeakerCatalogueProps, { path, context });
const names = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('speaker catalogue block', { timeout: 20_000 }, () => {
  it('lists only speakers with a bio and a photo, each linking to their page', async () => {
    show('/en-us/speakers?search=quokka');
    await screen.findByRole('heading', { level: 2, name: '1 speaker' });
    expect(screen.getByRole('link', { name: 'Zephyrine Quokkaworth' }).getAttribute('href')).toBe('/en-us/speakers/api-sp-listed');
    expect(screen.queryByText('Hidden Quokkaspeaker')).toBeNull();
    expect(document.querySelector('.catalogue-results--list')).toBeTruthy();
    // Speakers have no timeslots: no days, no time of day, no switches.
    expect(screen.queryByRole('group', { name: 'Day' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('orders by name, A to Z unless the visitor turns it round', async () => {
    const user = userEvent.setup();
    const { query } = show('/en-us/speakers?pageSize=24');
    await screen.findByRole('heading', { level: 2, name: '13 speakers' });
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('asc');
    const ascending = names();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'desc');
    await waitFor(() => expect(names()).toEqual([...ascending].reverse()));
    expect(query().get('sortBy')).toBe('desc');
  });

  it('links signed-in visitors to their schedule and favorites while those are on', async () => {
    const attendee = testUser('attendee');
    show('/en-us/speakers?search=quokka', {
      user: attendee,
      scopes: attendee.scopes,
      settings: { ...demoSettings, features: { ...demoSettings.features, enableMySchedule: true, enableFavorites: true } },
    });
    await screen.findByRole('heading', { level: 2, name: '1 speaker' });
    expect(screen.getByRole('link', { name: 'My schedule' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My favorites' }).getAttribute('href')).toBe('/en-us/favorites');
  });
});
