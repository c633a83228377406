/** Halves of made-up company names ("Blue" + "forge" → "Blueforge Systems"). */
export const NAME_STARTS: readonly string[] = [
  'Blue', 'North', 'Silver', 'Red', 'Iron', 'Bright', 'Clear', 'Deep', 'Swift', 'High', 'True', 'Open', 'Star', 'Sun', 'Stone',
  'Cloud', 'Wave', 'Pine', 'Oak', 'Ever', 'Fair', 'Gold', 'Green', 'Sky', 'Frost', 'Cedar', 'Maple', 'Copper', 'Amber', 'Coral',
];
export const NAME_ENDS: readonly string[] = [
  'peak', 'forge', 'field', 'wave', 'line', 'stone', 'bridge', 'gate', 'path', 'point', 'light', 'core', 'shift', 'stack', 'river',
  'leaf', 'harbor', 'ridge', 'spark', 'beam',
];
export const NAME_SUFFIXES: readonly string[] = [
  'Systems', 'Labs', 'Analytics', 'Software', 'Cloud', 'Networks', 'Data', 'Security', 'Technologies', 'Dynamics', 'Robotics',
  'Health', 'Logistics', 'Digital', 'AI', 'Works', 'Consulting',
];

export const INDUSTRIES: readonly string[] = [
  'Software', 'Financial services', 'Healthcare', 'Retail', 'Manufacturing', 'Education', 'Media', 'Telecommunications', 'Energy',
  'Public sector', 'Logistics',
];

/** Placeholders: {name}, {industry} (lower case), {subject}, {subject2}. */
export const COMPANY_DESCRIPTIONS: readonly string[] = [
  '{name} helps {industry} organizations modernize {subject} with managed services and hands-on expert support.',
  '{name} builds developer tools for {subject} and {subject2}, trusted by teams of every size.',
  'Founded by engineers, {name} makes {subject} simpler for {industry} companies, from the first prototype to global scale.',
  '{name} is a consulting partner specializing in {subject}, with delivery teams on four continents.',
];

/** Placeholders: {product}, {booth}, {subject}. */
export const OFFER_TITLES: readonly string[] = [
  'Free 60-day trial of {product}',
  '20% off annual plans for attendees',
  'Book a free architecture review',
  'Download the {subject} field guide',
  'Visit booth {booth} for a live demo',
  'Join our early access program',
];

/** Sponsor levels in order with how many of the catalogue's companies hold each (before scaling). */
export const SPONSOR_LEVELS: readonly { key: string; count: number }[] = [
  { key: 'platinum', count: 6 },
  { key: 'gold', count: 12 },
  { key: 'silver', count: 18 },
  { key: 'bronze', count: 24 },
];
