import type { Company } from '../types';
import { scaled } from './options';
import type { Random } from './random';
import { slugify } from '../slug';
import { compose, subjects } from './text';
import { COMPANY_DESCRIPTIONS, INDUSTRIES, NAME_ENDS, NAME_STARTS, NAME_SUFFIXES, OFFER_TITLES, SPONSOR_LEVELS } from './vocabulary/companies';
import { COMPANY_LOGOS } from './vocabulary/images';
import { TOPIC_GROUPS, TOPICS } from './vocabulary/topics';

const FULL_COUNT = 150;
const BOOTHS_PER_HALL = 40;

/** Distinct made-up names: each stem ("Blueforge") once. */
function companyNames(random: Random, count: number): string[] {
  const stems = random.sample(NAME_STARTS.flatMap((start) => NAME_ENDS.map((end) => `${start}${end}`)), count);
  return stems.map((stem) => `${stem} ${random.pick(NAME_SUFFIXES)}`);
}

/** Sponsor level of each of the first companies, platinum first. */
function sponsorLevels(scale: number): string[] {
  return SPONSOR_LEVELS.flatMap(({ key, count }) => Array.from({ length: scaled(count, scale) }, () => key));
}

function offers(random: Random, website: string, booth: string | null): Company['offers'] {
  const product = random.pick(random.pick(TOPIC_GROUPS).products);
  const { subject } = subjects('en-US', random.pick(TOPICS), random.pick(TOPICS));
  const titles = random.sample(booth ? OFFER_TITLES : OFFER_TITLES.filter((title) => !title.includes('{booth}')), random.int(1, 3));
  return titles.map((title, index) => ({
    offerTitle: compose(title, { product, booth: booth ?? '', subject }),
    offerLinkUrl: `${website}/offers/${index + 1}`,
  }));
}

/** About 150 companies: sponsors by level, exhibitors with booths, partners, some of them all three. */
export function generateCompanies(random: Random, scale: number): Company[] {
  const count = scaled(FULL_COUNT, scale);
  const levels = sponsorLevels(scale).slice(0, count);
  const subOrders = new Map<string, number>();
  let booths = 0;
  return companyNames(random, count).map((name, index): Company => {
    const level = levels[index] ?? null;
    const exhibitor = (level !== null && level !== 'bronze') || random.chance(0.55);
    const partner = random.chance(0.3) || (level === null && !exhibitor);
    const kinds = [...(level ? (['sponsor'] as const) : []), ...(exhibitor ? (['exhibitor'] as const) : []), ...(partner ? (['partner'] as const) : [])];
    // Hall A, B, C… with booths 101–140 each.
    const booth = exhibitor ? `${String.fromCharCode(65 + Math.floor(booths / BOOTHS_PER_HALL))}-${101 + (booths % BOOTHS_PER_HALL)}` : null;
    if (exhibitor) booths += 1;
    const website = `https://www.${slugify(name)}.example.com`;
    const industry = random.pick(INDUSTRIES);
    if (level) subOrders.set(level, (subOrders.get(level) ?? 0) + 1);
    return {
      companyId: random.guid(),
      name,
      description: compose(random.pick(COMPANY_DESCRIPTIONS), { name, industry: industry.toLowerCase(), ...subjects('en-US', random.pick(TOPICS), random.pick(TOPICS)) }),
      website,
      logo: COMPANY_LOGOS[index % COMPANY_LOGOS.length] as string,
      booth,
      kinds,
      sponsorLevelKey: level,
      sortRank: level ? random.int(1, 3) : 0,
      sponsorSubOrder: level ? (subOrders.get(level) as number) : 0,
      industry,
      offers: kinds.length > 1 || random.chance(0.4) ? offers(random, website, booth) : [],
    };
  });
}
