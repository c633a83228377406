import { expect, test } from '@playwright/test';
import type { Company } from '../schemas/generated/company';
import { seriousViolations, signInAs } from './fixtures';

/** Spec 1 §6: an attendee shares their data with an exhibitor from its page; the answer is kept. */
test('an attendee shares their details with an exhibitor from its page, and the answer is kept', async ({ page }) => {
  const { data } = (await (await page.request.get('/api/v1/company/all/en-us')).json()) as { data: Company[] };
  const exhibitor = data.find((company) => company.kinds.includes('exhibitor'));
  if (!exhibitor) throw new Error('the demo has no exhibitor');
  await signInAs(page, 'speaker');
  await page.goto(`/en-us/exhibitors/${exhibitor.companyId}`);
  const share = page.getByRole('region', { name: 'Share my data' }).getByRole('switch', { name: `Share my contact details with ${exhibitor.name}` });
  await expect(share).not.toBeChecked();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await share.check();
  await expect(share).toBeChecked();
  await page.reload();
  await expect(share).toBeChecked();
  expect((await (await page.request.get('/api/v1/userconsent')).json()) as unknown).toEqual({
    canConsent: true,
    consents: [{ exhibitorName: exhibitor.name, optedIn: true }],
  });
});
