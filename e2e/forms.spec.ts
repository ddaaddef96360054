import { expect, type Page, test } from './fixtures.ts';
import { demo, gotoReady, newestMail, signIn } from './helpers.ts';

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`${viewport.name}: a tour company applies from the footer; staff see the answers listed and mailed`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const email = `apply-${viewport.name}-${Date.now()}@example.com`;
    const company = `Alfama Walks ${viewport.name} ${Date.now()}`;
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Become a guider' }).click();
    await expect(page).toHaveURL(/\/guide\/registration$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Run your tours with Roteiro' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    const form = page.getByRole('form', { name: 'Run your tours with Roteiro' });
    await form.getByRole('button', { name: 'Send my application' }).click();
    await expect(form.getByText('Tell us the name of your company')).toBeVisible();
    await expect(form.getByText('Tell us about the tours you run')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Company name' })).toBeFocused();

    await form.getByRole('textbox', { name: 'Company name' }).fill(company);
    await form.getByRole('textbox', { name: 'Your name' }).fill('Rita Alves');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('textbox', { name: 'Phone number' }).fill('+351 912 345 678');
    await form.getByRole('textbox', { name: 'Where you operate' }).fill('Lisbon and Sintra');
    await form.getByRole('textbox', { name: 'The tours you run' }).fill('Walking tours of Alfama at sunset');
    await form.getByRole('button', { name: 'Send my application' }).click();
    await expect(page.getByRole('status').getByText(/our partnerships team will reply/)).toBeVisible();
    await expect(page.getByText(`A copy of your answers is on its way to ${email}.`)).toBeVisible();

    const adminContext = await browser.newContext({ viewport });
    const admin = await adminContext.newPage();
    await signIn(admin, demo.admin);
    const copy = await newestMail(admin.request, email);
    expect(copy.subject).toBe('We received your answer: Run your tours with Roteiro');
    expect(copy.text).toContain(`Company name: ${company}`);

    await admin.goto('/admin/forms');
    await expect(admin.getByRole('heading', { name: 'Form submissions' })).toBeVisible();
    await admin.getByRole('button', { name: 'Rita Alves' }).first().click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog.getByText('Walking tours of Alfama at sunset')).toBeVisible();
    await admin.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectNoSidewaysScroll(admin);
    await adminContext.close();
  });
}

test('a traveller sends feedback by keyboard and the choices are radio buttons', async ({ page }) => {
  await page.goto('/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us how it went' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Tell us how it went' });
  await form.getByRole('button', { name: 'Send my feedback' }).click();
  await expect(form.getByText('Choose how your experience was')).toBeVisible();
  await form.getByRole('radio', { name: 'Good' }).check();
  await form.getByRole('radio', { name: 'Yes' }).check();
  await form
    .getByRole('textbox', { name: 'What could we do better?' })
    .fill('More shade at the meeting point');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(`feedback-${Date.now()}@example.com`);
  await form.getByRole('textbox', { name: 'E-mail' }).press('Enter');
  await expect(page.getByRole('status').getByText('Thank you for your feedback')).toBeVisible();
});

test('a visitor signs up to the newsletter in the footer, confirms through the e-mail, then unsubscribes', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const email = `news-${Date.now()}@example.com`;
  await gotoReady(page, '/discover');
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Enter a valid e-mail address.')).toBeVisible();
  await form.getByRole('textbox', { name: 'E-mail for the newsletter' }).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByRole('status').getByText('Thank you for subscribing to our newsletter!'),
  ).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, demo.admin);
  const confirmMail = await newestMail(admin.request, email);
  expect(confirmMail.subject).toBe('Confirm your subscription to the Roteiro newsletter');
  const confirmUrl = /https?:\/\/\S+\/newsletter\/confirm\S+/.exec(confirmMail.text)?.[0] ?? '';
  await page.goto(new URL(confirmUrl).pathname + new URL(confirmUrl).search);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(
    page.getByRole('status').getByText('Your subscription is confirmed. Thank you!'),
  ).toBeVisible();

  let welcome = { subject: '', text: '' };
  await expect
    .poll(async () => {
      welcome = await newestMail(admin.request, email);
      return welcome.subject;
    })
    .toBe('Welcome to the Roteiro newsletter');
  const unsubscribeUrl = new URL(/https?:\/\/\S+\/newsletter\/unsubscribe\S+/.exec(welcome.text)?.[0] ?? '');
  await page.goto(unsubscribeUrl.pathname + unsubscribeUrl.search);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status').getByText(/You are unsubscribed/)).toBeVisible();
  await adminContext.close();
});
