// My day (issue 25) as staff meet it, on a desktop and a phone: a sign-in that names no redirect
// lands on /admin/today, the open tasks show grouped (overdue, today), and a task is completed with
// the keyboard alone (Tab to its Done button, Enter), leaving its group; in French, the call that
// completes a task is logged from there (on the contact's record, in French). axe: no violation.
import type { ActivityPage, TaskPage } from '@crm/shared';
import { createWithRole } from './support/accounts.js';
import { createEntity } from './support/factories.js';
import { DESKTOP_ONLY, expect, expectAccessible, test, unique } from './support/fixtures.js';
import { logIn, openLogin } from './support/sign-in.js';

const dayIn = (zone: string, offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + offsetDays * 86_400_000));

test('signs in to My day and completes a task with the keyboard', async ({ page, baseURL, crm }) => {
  const email = `today-${unique()}@e2e.test`;
  const id = await createWithRole(baseURL!, email, 'staff');
  // Tasks are read in the assignee's zone (the TIME_ZONE setting's, as the staff list gives it).
  const staff = (await (await crm.get('staff')).json()) as { id: string; time_zone: string }[];
  const zone = staff.find((s) => s.id === id)!.time_zone;
  const overdue = `Overdue ${unique()}`;
  const today = `Today ${unique()}`;
  for (const [title, due_on] of [
    [overdue, dayIn(zone, -3)],
    [today, dayIn(zone)],
  ])
    expect((await crm.post('tasks', { data: { title, due_on, assignee_id: id } })).status()).toBe(201);

  await openLogin(page, 'en');
  await logIn(page, 'en', email);
  await expect(page).toHaveURL(/\/admin\/today$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My day' })).toBeVisible();
  const overdueGroup = page.getByTestId('today-overdue');
  await expect(overdueGroup.getByText(overdue)).toBeVisible();
  await expect(page.getByTestId('today-today').getByText(today)).toBeVisible();

  // The keyboard only: focus moves through the page until the overdue task's Done button.
  const done = page.getByRole('button', { name: `Mark “${overdue}” done` });
  for (let i = 0; i < 40 && !(await done.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(done).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Task done.')).toBeVisible();
  await expect(overdueGroup.getByText(overdue)).toHaveCount(0);
  await expect(page.getByTestId('today-today').getByText(today)).toBeVisible();
});

test(
  'in French: lands on Ma journée and logs the call that completes a task, keyboard alone',
  DESKTOP_ONLY,
  async ({ page, baseURL, crm }) => {
    const email = `journee-${unique()}@e2e.test`;
    const id = await createWithRole(baseURL!, email, 'staff');
    const staff = (await (await crm.get('staff')).json()) as { id: string; time_zone: string }[];
    const zone = staff.find((s) => s.id === id)!.time_zone;
    const contact = await createEntity(crm, { name: `Jeanne ${unique()}` });
    const title = `Rappeler ${contact.name}`;
    const created = await crm.post('tasks', {
      data: { title, due_on: dayIn(zone), assignee_id: id, entity_ids: [contact.uuid] },
    });
    expect(created.status()).toBe(201);

    await openLogin(page, 'fr');
    await logIn(page, 'fr', email);
    await expect(page).toHaveURL(/\/admin\/today$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ma journée' })).toBeVisible();
    const todayGroup = page.getByTestId('today-today');
    await expect(todayGroup.getByText(title)).toBeVisible();
    await expectAccessible(page);

    const call = page.getByRole('button', {
      name: `Noter un appel pour « ${title} » et la marquer comme faite`,
    });
    for (let i = 0; i < 40 && !(await call.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(call).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Appel noté, tâche faite.')).toBeVisible();
    await expect(todayGroup.getByText(title)).toHaveCount(0);

    // The call is on the contact's record, in French, and the task is done.
    const activities = (await (await crm.get(`activities?entity_id=${contact.uuid}`)).json()) as ActivityPage;
    expect(activities.data.map((a) => [a.kind, a.subject])).toEqual([['call', `Appel : ${title}`]]);
    const tasks = (await (await crm.get(`tasks?entity_id=${contact.uuid}&status=done`)).json()) as TaskPage;
    expect(tasks.data.map((t) => t.title)).toEqual([title]);
  },
);
