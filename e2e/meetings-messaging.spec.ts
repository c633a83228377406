import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations, signInAs } from './fixtures';

// Meetings, messaging and live updates (enableSignalr) are on in the seed settings; Avery (attendee) and Sam (speaker)
// are demo attendees in the directory and available for meetings.

async function personaPage(browser: Browser, persona: 'attendee' | 'speaker', viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signInAs(page, persona);
  return page;
}

async function attendeeKeyOf(page: Page): Promise<string> {
  const summary = await page.request.get('/api/v1/profile/summary');
  expect(summary.status()).toBe(200);
  return ((await summary.json()) as { attendeeId: string }).attendeeId;
}

/** A half hour on the event's second or third day no earlier try of this spec used, so no meeting conflicts with it. */
function freshSlot(): { start: string; end: string } {
  const slot = Math.floor(Date.now() / 1000) % 36;
  const day = 10 + Math.floor(slot / 18);
  const minutes = 8 * 60 + (slot % 18) * 30;
  const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  return { start: `2027-03-${day}T${clock(minutes)}`, end: `2027-03-${day}T${clock(minutes + 25)}` };
}

test('Avery invites Sam from his profile; Sam sees it live and accepts; both have it on My schedule; they exchange messages; a phone shows list then thread', async ({ browser }) => {
  test.slow();
  const avery = await personaPage(browser, 'attendee');
  const sam = await personaPage(browser, 'speaker');
  const samKey = await attendeeKeyOf(sam);
  const averyKey = await attendeeKeyOf(avery);
  const subject = `Roadmap coffee ${Date.now().toString(36)}`;
  let meetingId: string | undefined;

  try {
    // Sam has his meetings open while the invitation is sent.
    await sam.goto('/en-us/meetings');
    await expect(sam.getByRole('heading', { name: 'My meetings' })).toBeVisible();

    await avery.goto(`/en-us/attendees/${samKey}`);
    // The contact links arrive with the viewer's profile summary; a click while they are replaced is retried.
    await expect(async () => {
      await avery.getByRole('link', { name: /^Book meeting/ }).click();
      await expect(avery).toHaveURL(/\/en-us\/meetings\/schedule\?attendeeId=/, { timeout: 2_000 });
    }).toPass();
    await expect(avery.getByRole('heading', { name: 'New meeting' })).toBeVisible();
    await expect(avery.getByRole('button', { name: 'Remove Sam Speaker' })).toBeVisible();
    await avery.getByLabel('Subject').fill(subject);
    const { start, end } = freshSlot();
    await avery.getByLabel(/^Starts/).fill(start);
    await avery.getByLabel(/^Ends/).fill(end);
    expect(await seriousViolations(avery)).toEqual([]);
    await avery.getByRole('button', { name: 'Send invitations' }).click();
    await expect(avery.getByText('Your meeting was created and the invitations were sent.')).toBeVisible();
    await expect(avery).toHaveURL(/\/en-us\/meetings\/[0-9a-f-]{36}$/);
    meetingId = avery.url().split('/').pop();

    // The invitation reaches Sam's open page without a reload.
    const accept = sam.getByRole('button', { name: `Accept ${subject}` });
    await expect(accept).toBeVisible({ timeout: 5_000 });
    await accept.click();
    await expect(sam.getByText('You accepted the meeting.')).toBeVisible();

    // Both have it on My schedule, in the list view.
    for (const page of [avery, sam]) {
      await page.goto('/en-us/schedule');
      await page.getByRole('tab', { name: 'List' }).click();
      await expect(page.locator('.my-schedule').getByRole('button', { name: subject })).toBeVisible();
    }

    // Sam waits in his inbox; Avery writes from the new-conversation address.
    await sam.goto('/en-us/user/inbox');
    await avery.goto(`/en-us/user/inbox?toRegKey=${samKey}&isNew=true`);
    await avery.getByLabel('Message to Sam Speaker').fill(`See you at the ${subject}: https://example.com/map`);
    await avery.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(avery.getByRole('list', { name: 'Messages, latest first' }).getByText(`See you at the ${subject}:`)).toBeVisible();

    const fromAvery = sam.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: /Avery Attendee/ });
    await expect(fromAvery).toBeVisible({ timeout: 5_000 });
    await fromAvery.click();
    await expect(sam.getByRole('link', { name: 'https://example.com/map' })).toHaveAttribute('rel', /noopener/);
    await sam.getByLabel('Message to Avery Attendee').fill('Great, I will be there.');
    await sam.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(avery.getByRole('list', { name: 'Messages, latest first' }).getByText('Great, I will be there.')).toBeVisible({ timeout: 5_000 });
    expect(await seriousViolations(sam)).toEqual([]);

    // On a phone the inbox shows the list, then the thread in its place, and back.
    const phone = await personaPage(browser, 'speaker', { width: 375, height: 740 });
    await phone.goto('/en-us/user/inbox');
    const list = phone.getByRole('list', { name: 'Conversations' });
    await expect(list).toBeVisible();
    // The list is server-rendered: a tap before the page has hydrated is retried.
    const thread = phone.getByRole('list', { name: 'Messages, latest first' });
    await expect(async () => {
      await list.getByRole('button', { name: /Avery Attendee/ }).click();
      await expect(thread.getByText('Great, I will be there.')).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(list).toBeHidden();
    await phone.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(list).toBeVisible();
    expect(averyKey).not.toBe(samKey);
  } finally {
    if (meetingId) await avery.request.delete(`/api/v1/meeting/${meetingId}`);
  }
});
