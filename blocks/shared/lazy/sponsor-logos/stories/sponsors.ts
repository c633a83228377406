import type { Company } from '../../../../../schemas/generated/company';
import { company } from '../../../../../tests/engine/catalogue-search/builders';

const LEVELS = ['platinum', 'gold', 'gold', 'silver', 'silver', 'silver', 'bronze', 'bronze', 'bronze', 'bronze', 'bronze', 'bronze'];
const NAMES = ['Blueforge Systems', 'Northwind Cloud', 'Quokka Labs', 'Tailspin Data', 'Fabrikam AI', 'Litware Security', 'Proseware', 'Adatum', 'Wingtip Toys', 'Coho Networks', 'Margie Travel', 'Lamna Health'];

/** Twelve sponsors with the demo's committed logo marks (public/images/logos), in sponsor order. */
export const storySponsors: Company[] = NAMES.map((name, index) =>
  company({
    companyId: `co-${index + 1}`,
    name,
    sponsorLevelKey: LEVELS[index] ?? null,
    logo: `/images/logos/logo-${String(index + 1).padStart(2, '0')}.svg`,
  }),
);

/** A search answer of these sponsors. */
export const sponsorAnswer = (data: readonly Company[]) => ({ data, total: data.length, page: 1, facets: [] });

/** Flags that let logos link to company pages and the view-all link show. */
export const withCompanyPages = (features: Record<string, boolean>) => ({ ...features, showCompanyDirectory: true, showCompanyDetailsPage: true });
