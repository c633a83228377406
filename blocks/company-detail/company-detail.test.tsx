import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../tests/ui/helpers/fixtures';
import { contoso } from '../testing/catalogue-samples';
import { installItemApi, renderDetail } from '../testing/detail-harness';
import { companyDetail } from './index';
import type { CompanyDetailProps } from './props.gen';

const onPage = (id: string, props: CompanyDetailProps = { kind: 'sponsor', showPeopleLinks: true }, visitor = {}) =>
  renderDetail(companyDetail, props, { page: 'exhibitor-detail', params: { id }, ...visitor });

afterEach(() => vi.unstubAllGlobals());

describe('company detail', () => {
  it('offers signed-in visitors the favorite button beside the name, pressed for a favorite', async () => {
    const attendee = testUser('attendee');
    installItemApi({ '/company/en-us-co-contoso': contoso, '/favorite/2': { type: 2, ids: [contoso.companyId] } });
    onPage('co-contoso', undefined, { user: attendee, scopes: attendee.scopes });
    const button = await screen.findByRole('button', { name: 'Add Contoso Cloud to favorites' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows logo, name, kinds, booth, website and offers', async () => {
    const { requests } = installItemApi({ '/company/en-us-co-contoso': contoso });
    onPage('co-contoso');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contoso Cloud' })).toBeTruthy();
    expect(requests).toEqual(['/company/en-us-co-contoso']);
    expect(screen.getByRole('img', { name: 'Contoso Cloud logo' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Taking part as' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Sponsor', 'Exhibitor']);
    expect(screen.getByText('A-103')).toBeTruthy();
    expect(screen.getByRole('link', { name: /www\.contoso\.example\.com/ }).getAttribute('href')).toBe('https://www.contoso.example.com');
    const offers = within(screen.getByRole('region', { name: 'Offers' }));
    expect(offers.getAllByRole('link').map((link) => [link.textContent?.replace(' (opens in a new window)', ''), link.getAttribute('href')])).toEqual([
      ['20% off annual plans for attendees', 'https://www.contoso.example.com/offers/1'],
      ['Book a free architecture review', 'https://www.contoso.example.com/offers/2'],
    ]);
  });

  it('links to the attendee and speaker catalogues filtered by the company, and back to its directory', async () => {
    installItemApi({ '/company/en-us-co-contoso': contoso });
    onPage('co-contoso', { kind: 'exhibitor', showPeopleLinks: true });
    const people = within(await screen.findByRole('navigation', { name: 'People from Contoso Cloud' }));
    const attendees = new URL(people.getByRole('link', { name: 'Attendees from Contoso Cloud' }).getAttribute('href') as string, 'http://site');
    expect(attendees.pathname).toBe('/en-us/attendees');
    expect(attendees.searchParams.getAll('filter')).toEqual(['company|Contoso Cloud']);
    const speakers = new URL(people.getByRole('link', { name: 'Speakers from Contoso Cloud' }).getAttribute('href') as string, 'http://site');
    expect([speakers.pathname, speakers.searchParams.get('filter')]).toEqual(['/en-us/speakers', 'company|Contoso Cloud']);
    expect(screen.getByRole('link', { name: 'All exhibitors' }).getAttribute('href')).toBe('/en-us/exhibitors');
  });

  it('leaves the people links out when switched off', async () => {
    installItemApi({ '/company/en-us-co-contoso': contoso });
    onPage('co-contoso', { kind: 'partner', showPeopleLinks: false });
    await screen.findByRole('heading', { level: 1, name: 'Contoso Cloud' });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says so for an unknown company', async () => {
    installItemApi({});
    onPage('nope');
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find a company with the ID nope.');
  });
});
