// @vitest-environment jsdom
// The showcase's agreement (issue 28): the spec's NDA (its five terms and the page's version) until
// staff change the listing's agreement; then the new version's text, in the page's language (the
// other one when that was left empty), paragraph by paragraph, with its version number.
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import type { Language } from '../../site-config';
import { NdaText } from './nda-text';

beforeAll(async () => {
  await Promise.all([loadMessages('en', ['showcase']), loadMessages('fr', ['showcase'])]);
});
afterEach(cleanup);

const show = (lang: Language, agreement?: { version: number; en: string; fr: string }) =>
  render(
    <I18nextProvider i18n={instances[lang]}>
      <NdaText version="2026-11-21" agreement={agreement} />
    </I18nextProvider>,
  );

it("shows the spec's five terms and the page's version when staff have not changed the agreement", () => {
  show('en');
  const text = screen.getByTestId('nda-text');
  expect(text.querySelectorAll('li')).toHaveLength(5);
  expect(text.textContent).toContain('Agreement version 2026-11-21');
});

it("shows the agreement staff wrote, in the page's language, with its version", () => {
  const agreement = { version: 3, en: '1. Confidential.\n\n2. Governing law. Québec.', fr: '' };
  show('fr', agreement);
  const text = screen.getByTestId('nda-text');
  expect(text.querySelectorAll('li')).toHaveLength(0);
  // French left empty: the English text rather than nothing.
  expect([...text.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
    '1. Confidential.',
    '2. Governing law. Québec.',
    expect.stringContaining('3'),
  ]);
  cleanup();
  show('fr', { ...agreement, fr: '1. Confidentiel.' });
  expect(screen.getByTestId('nda-text').querySelector('p')?.textContent).toBe('1. Confidentiel.');
});
