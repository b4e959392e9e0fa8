// @vitest-environment jsdom
// The search page's export links: contacts come as CSV, XLSX and vCard, other kinds as CSV and
// XLSX, each a download of the search's filters, in English and French.
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import type { Language } from '../../site-config';
import { ExportButtons } from './export-buttons';
import type { SearchState } from './search-state';

beforeAll(async () => {
  await Promise.all([loadMessages('en', ['search']), loadMessages('fr', ['search'])]);
});
afterEach(cleanup);

function links(search: SearchState, lang: Language) {
  render(
    <I18nextProvider i18n={instances[lang]}>
      <ExportButtons search={search} />
    </I18nextProvider>,
  );
  const group = screen.getByRole('group', {
    name: lang === 'en' ? 'Export every result' : 'Exporter tous les résultats',
  });
  return within(group)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href'), a.hasAttribute('download')]);
}

const contacts: SearchState = { tab: 'contacts', filters: { name: 'Côté' }, offset: 40 };

it.each([
  ['en', ['Export CSV', 'Export XLSX', 'Export vCard']],
  ['fr', ['Exporter en CSV', 'Exporter en XLSX', 'Exporter en vCard']],
] as const)('contacts export as CSV, XLSX and vCard (%s)', (lang, labels) => {
  expect(links(contacts, lang)).toEqual(
    ['csv', 'xlsx', 'vcf'].map((format, i) => [
      labels[i],
      `/api/v1/entities/export?name=C%C3%B4t%C3%A9&format=${format}`,
      true,
    ]),
  );
});

it('other kinds have no vCard', () => {
  const numbers = links({ tab: 'numbers', filters: {}, offset: 0 }, 'en');
  expect(numbers.map(([label]) => label)).toEqual(['Export CSV', 'Export XLSX']);
});

it('the deals tab exports its filters: pipeline, owner, city and expected close range', () => {
  const deals: SearchState = {
    tab: 'deals',
    filters: {
      city: 'Laval',
      pipeline_id: 'p1',
      owner_id: 'u1',
      close_from: '2027-01-01',
      close_to: '2027-06-30',
    },
    offset: 20,
  };
  const query = 'city=Laval&pipeline_id=p1&owner_id=u1&close_from=2027-01-01&close_to=2027-06-30';
  expect(links(deals, 'fr')).toEqual([
    ['Exporter en CSV', `/api/v1/deals/export?${query}&format=csv`, true],
    ['Exporter en XLSX', `/api/v1/deals/export?${query}&format=xlsx`, true],
  ]);
});
