import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSettings } from '../../storybook/demo-page-context';
import { company } from '../../tests/engine/catalogue-search/builders';
import { catalogueRoutes } from '../../tests/ui/fixtures/catalogue-routes';
import { installFakeApi } from '../testing/event-data-api';
import { Answer, renderDetail } from '../testing/detail-harness';
import { sponsorSection } from './index';
import type { SponsorSectionProps } from './props.gen';

const logo = (id: string) => `/images/logos/${id}.svg`;
const companies = [
  company({ companyId: 'co-silver', name: 'Silverline', sponsorLevelKey: 'silver', logo: logo('silver') }),
  company({ companyId: 'co-plat', name: 'Platypus Cloud', sponsorLevelKey: 'platinum', logo: logo('plat') }),
  company({ companyId: 'co-gold-b', name: 'Goldberry', sponsorLevelKey: 'gold', logo: logo('gold-b') }),
  company({ companyId: 'co-gold-a', name: 'Aurum Labs', sponsorLevelKey: 'gold', logo: logo('gold-a'), kinds: ['sponsor', 'exhibitor'] }),
  company({ companyId: 'co-booth', name: 'Booth Only', kinds: ['exhibitor'], logo: logo('booth') }),
];
const features = (flags: Record<string, boolean>) => ({ settings: { ...demoSettings, features: { ...demoSettings.features, ...flags } } });
const show = (props: SponsorSectionProps, context = {}) => renderDetail(sponsorSection, { heading: 'Sponsors', ...props }, context);
const logos = async (name: string) => (await screen.findByRole('list', { name })).querySelectorAll('img');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sponsor section', () => {
  it('shows only sponsors, in sponsor order, each logo named by its company', async () => {
    installFakeApi(catalogueRoutes({ companies }));
    show({});
    expect([...(await logos('Sponsors'))].map((image) => [image.alt, image.getAttribute('src')])).toEqual([
      ['Platypus Cloud', logo('plat')],
      ['Aurum Labs', logo('gold-a')],
      ['Goldberry', logo('gold-b')],
      ['Silverline', logo('silver')],
    ]);
  });

  it("groups the chosen levels under their names, in the editors' order", async () => {
    const { calls } = installFakeApi(catalogueRoutes({ companies }));
    show({ sponsorLevels: ['silver', 'gold'], groupByLevel: true });
    expect((await screen.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent)).toEqual(['silver', 'gold']);
    expect([...(await logos('gold'))].map((image) => image.alt)).toEqual(['Aurum Labs', 'Goldberry']);
    expect((calls[0]?.body as { searchFacets: unknown }).searchFacets).toEqual({
      facets: [
        { name: 'kind', facet: 'sponsor' },
        { name: 'sponsorLevel', facet: 'silver' },
        { name: 'sponsorLevel', facet: 'gold' },
      ],
    });
  });

  it('links logos to company pages only with the directory and details flags, and view-all with the directory flag', async () => {
    installFakeApi(catalogueRoutes({ companies }));
    const props = { sponsorLevels: ['platinum'], showViewAll: true, viewAllSponsorsText: 'Meet them all' };
    const { unmount } = show(props, features({ showCompanyDirectory: true, showCompanyDetailsPage: true }));
    expect((await screen.findByRole('link', { name: 'Platypus Cloud' })).getAttribute('href')).toBe('/en-us/sponsors/co-plat?source=home');
    expect(screen.getByRole('link', { name: 'Meet them all' }).getAttribute('href')).toBe('/en-us/sponsors');
    unmount();
    const directoryOnly = show(props, features({ showCompanyDirectory: true, showCompanyDetailsPage: false }));
    await logos('Sponsors');
    expect(screen.queryByRole('link', { name: 'Platypus Cloud' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Meet them all' })).toBeTruthy();
    directoryOnly.unmount();
    show(props, features({ showCompanyDirectory: false, showCompanyDetailsPage: true }));
    await logos('Sponsors');
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it("shows the company's name where its logo does not load", async () => {
    installFakeApi(catalogueRoutes({ companies }));
    show({ sponsorLevels: ['platinum'] });
    const image = (await logos('Sponsors'))[0] as HTMLImageElement;
    fireEvent.error(image);
    expect(within(screen.getByRole('list', { name: 'Sponsors' })).getByText('Platypus Cloud').tagName).toBe('SPAN');
  });

  it('reports a failed load and loads again on retry', async () => {
    const search = catalogueRoutes({ companies })['POST /company/search'];
    let down = true;
    installFakeApi({ 'POST /company/search': (call) => (down ? new Answer(500, { error: 'Internal', message: 'oops' }) : search?.(call)) });
    show({});
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load the sponsors.');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await logos('Sponsors')).toHaveLength(4);
  });
});
