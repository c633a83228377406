import type { Company } from '../../../../schemas/generated/company';

export const speakerPath = (speakerId: string) => `/speakers/${encodeURIComponent(speakerId)}`;

/** A company's page, under its first kind: `/sponsors/{id}`, `/exhibitors/{id}` or `/partners/{id}`. */
export const companyPath = (company: Pick<Company, 'companyId' | 'kinds'>) => `/${company.kinds[0] ?? 'sponsor'}s/${encodeURIComponent(company.companyId)}`;
