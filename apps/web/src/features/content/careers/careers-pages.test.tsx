import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../shared/api/testing/render-with-api.tsx';
import { SUPPORT_EMAIL } from '../../../shared/support/support-links.ts';
import { CareersFaqsPage, CareersPage } from '../index.ts';
import { CAREERS_EMAIL, CAREERS_TEAMS, OPEN_ROLES } from './open-roles.ts';

const routes = [
  { path: '/careers', Component: CareersPage },
  { path: '/m/careers', Component: CareersPage },
  { path: '/careers-faqs', Component: CareersFaqsPage },
  { path: '/m/careers-faqs', Component: CareersFaqsPage },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

const roleTitles = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => within(heading).getByRole('button').querySelector('span > span')?.textContent);

describe('/careers', () => {
  it('says who Kennel is and how it works, lists every open role and the benefits', async () => {
    renderWithApi('/careers', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Careers at Kennel' })).toBeTruthy();
    for (const name of ['Who we are', 'How we work', 'Open roles', 'Benefits']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(roleTitles()).toEqual(OPEN_ROLES.map((role) => role.title));
    expect(within(screen.getByRole('region', { name: 'Benefits' })).getAllByRole('listitem').length).toBe(6);
    expect(document.body.textContent).not.toMatch(/coming\s+soon|what you will find here/i);
  });

  it('filters the roles by team, with each team’s count', async () => {
    const user = userEvent.setup();
    renderWithApi('/careers', routes);
    const filters = await screen.findByRole('tablist', { name: 'Filter roles by team' });
    expect(within(filters).getByRole('tab', { name: `All teams ${OPEN_ROLES.length}` })).toBeTruthy();
    await user.click(within(filters).getByRole('tab', { name: /^Operations/ }));
    const operations = OPEN_ROLES.filter((role) => role.team === 'operations');
    expect(operations.length).toBeGreaterThan(0);
    expect(roleTitles()).toEqual(operations.map((role) => role.title));
    expect(within(filters).getByRole('tab', { selected: true }).textContent).toBe(
      `${CAREERS_TEAMS.operations}${operations.length}`,
    );
    await user.click(within(filters).getByRole('tab', { name: /^All teams/ }));
    expect(roleTitles()).toHaveLength(OPEN_ROLES.length);
  });

  it('opens a role to what you would do, what we look for and an application email', async () => {
    const user = userEvent.setup();
    renderWithApi('/careers', routes);
    const role = OPEN_ROLES[0]!;
    const toggle = await screen.findByRole('button', { name: new RegExp(role.title) });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const details = screen.getByRole('region', { name: new RegExp(role.title) });
    expect(within(details).getByText(role.description)).toBeTruthy();
    expect(within(details).getByRole('heading', { name: 'What you would do' })).toBeTruthy();
    expect(within(details).getByRole('heading', { name: 'What we look for' })).toBeTruthy();
    expect(within(details).getAllByRole('listitem')).toHaveLength(
      role.whatYouWouldDo.length + role.whatWeLookFor.length,
    );
    expect(within(details).getByRole('link', { name: 'Apply for this role' }).getAttribute('href')).toBe(
      `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${role.title}`)}`,
    );
  });

  it('takes applications at the support email’s domain', async () => {
    renderWithApi('/careers', routes);
    await screen.findByRole('heading', { level: 1 });
    expect(CAREERS_EMAIL).toBe(`careers@${SUPPORT_EMAIL.split('@')[1]}`);
    expect(screen.getByRole('link', { name: CAREERS_EMAIL }).getAttribute('href')).toMatch(
      new RegExp(`^mailto:${CAREERS_EMAIL}\\?`),
    );
  });

  it('keeps a webview’s links inside the webview', async () => {
    renderWithApi('/m/careers', routes);
    await screen.findByRole('heading', { level: 1, name: 'Careers at Kennel' });
    expect(screen.getByRole('link', { name: 'Careers FAQs' }).getAttribute('href')).toBe('/m/careers-faqs');
  });
});

describe('/careers-faqs', () => {
  it('answers the questions on process, timing, remote work, sponsorship and accommodations', async () => {
    renderWithApi('/careers-faqs', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Careers FAQs' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Applying and interviewing',
      'Timing',
      'Remote work and location',
      'Visas and sponsorship',
      'Accommodations and fairness',
      'Working at a gaming company',
      'Still have a question?',
    ]);
    // The interview steps are open at first; the other answers open on demand.
    expect(screen.getAllByRole('button', { expanded: true }).map((button) => button.textContent)).toEqual([
      'What does the interview process look like?',
    ]);
    expect(screen.getByRole('button', { name: 'Do you sponsor visas?' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('opens an answer and closes it again', async () => {
    const user = userEvent.setup();
    renderWithApi('/careers-faqs', routes);
    const question = await screen.findByRole('button', {
      name: 'I need an accommodation during the interviews. How do I ask?',
    });
    await user.click(question);
    const answer = screen.getByRole('region', { name: question.textContent ?? '' });
    expect(answer.textContent).toMatch(/Extra time, breaks, captions/);
    expect(within(answer).getByRole('link', { name: CAREERS_EMAIL }).getAttribute('href')).toBe(
      `mailto:${CAREERS_EMAIL}`,
    );
    await user.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(answer.hidden).toBe(true);
  });

  it('links back to the open roles, in the webview when opened there', async () => {
    renderWithApi('/m/careers-faqs', routes);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'See open roles' }).getAttribute('href')).toBe('/m/careers');
  });
});
