// @vitest-environment jsdom
// The contact page's "Export vCard": a download of the contact's card, in English and French.
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { VcardLink } from './vcard-link';

beforeAll(async () => {
  await Promise.all([loadMessages('en', ['records']), loadMessages('fr', ['records'])]);
});
afterEach(cleanup);

it.each([
  ['en', 'Export vCard'],
  ['fr', 'Exporter la vCard'],
] as const)('links to the contact’s card as a download (%s)', (lang, label) => {
  render(
    <I18nextProvider i18n={instances[lang]}>
      <VcardLink id="0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b" />
    </I18nextProvider>,
  );
  const link = screen.getByRole('link', { name: label });
  expect(link.getAttribute('href')).toBe(
    '/api/v1/entities/0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/export?format=vcf',
  );
  expect(link.hasAttribute('download')).toBe(true);
});
