/** A name as a lowercase ASCII slug (`North America` → `north-america`); empty when it has no Latin letters or digits. */
export const slugify = (text: string): string => text.normalize('NFD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
