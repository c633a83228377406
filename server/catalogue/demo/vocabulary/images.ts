const numbered = (folder: string, prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `/images/${folder}/${prefix}-${String(index + 1).padStart(2, '0')}.svg`);

/** Committed portraits under public/images/people. */
export const PERSON_PHOTOS: readonly string[] = numbered('people', 'person', 16);

/** Committed logo marks under public/images/logos. */
export const COMPANY_LOGOS: readonly string[] = numbered('logos', 'logo', 12);

export const KEYNOTE_IMAGE = '/images/hero-keynote.svg';
export const VIDEO_THUMBNAILS: readonly string[] = ['/images/hero-keynote.svg', '/images/hero-community.svg'];
