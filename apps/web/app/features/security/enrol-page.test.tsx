// @vitest-environment jsdom
// The enrolment page's QR code below the browser tests: what an authenticator app scans must be the
// otpauth:// URI the server answered, holding the same key as the text shown beside it. The QR code
// is read back from the SVG the page draws (its dark modules) and compared with the symbol of that
// URI; the server is a stubbed fetch.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { create as qrSymbol } from 'qrcode';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { EnrolPage } from './enrol-page';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DP';
const TOTP_URI = `otpauth://totp/Sterling%20Crest%20CRM:ann%40example.com?secret=${SECRET}&issuer=Sterling%20Crest%20CRM&digits=6&period=30`;

/** The dark modules of a QR code drawn by the qrcode library's SVG renderer, as "column,row" in the
 * symbol (the quiet zone taken off): its stroke path draws each run of dark modules as `h<length>`
 * from `M<column> <row>.5` (a new row) or `m<gap> 0` (further along the same row). */
function darkModulesOfSvg(svg: string): Set<string> {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);
  const path = /<path stroke="[^"]*" d="([^"]*)"/.exec(svg)![1]!;
  const drawn: [number, number][] = [];
  let [x, y] = [0, 0];
  for (const [, command, a, b] of path.matchAll(/([Mmh])(\d+(?:\.\d+)?)(?: (\d+(?:\.\d+)?))?/g)) {
    const n = Number(a);
    if (command === 'M') [x, y] = [n, Math.floor(Number(b))];
    else if (command === 'm') [x, y] = [x + n, y + Number(b)];
    else for (let end = x + n; x < end; x++) drawn.push([x, y]);
  }
  const margin = Math.min(...drawn.flat());
  expect(Math.max(...drawn.flat())).toBe(size - margin - 1);
  return new Set(drawn.map(([col, row]) => `${col - margin},${row - margin}`));
}

/** The dark modules of the QR symbol of `text` at an error-correction level. */
function darkModulesOf(text: string, level: 'L' | 'M' | 'Q' | 'H'): Set<string> {
  const { modules } = qrSymbol(text, { errorCorrectionLevel: level });
  const dark = new Set<string>();
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) dark.add(`${col},${row}`);
  return dark;
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((v) => b.has(v));

beforeAll(async () => {
  await loadMessages('en', ['auth', 'validation']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('draws the otpauth:// URI the server answered as the QR code, with the key shown beside it', async () => {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
      const body = url.endsWith('/two-factor/enable')
        ? { totpURI: TOTP_URI, backupCodes: Array.from({ length: 10 }, (_, i) => `code${i}-abcde`) }
        : { twoFactorEnabled: false, mustEnrol: false, required: false };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  const router = createMemoryRouter([{ path: '*', element: <EnrolPage userId="u1" /> }], {
    initialEntries: ['/admin/security/two-factor'],
  });
  render(
    <I18nextProvider i18n={instances.en}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );

  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'An0ther.Passw0rd' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  const qr = await screen.findByRole('img', { name: 'QR code of the key for your authenticator app' });
  await waitFor(() => expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/));
  expect(sent.find((s) => s.url === '/api/auth/two-factor/enable')?.body).toEqual({
    password: 'An0ther.Passw0rd',
  });

  // The key in text, typed in groups of four, is the URI's secret.
  const key = screen.getByTestId('totp-key').textContent!;
  expect(key).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  expect(key.replace(/\s/g, '')).toBe(new URL(TOTP_URI).searchParams.get('secret'));

  // The QR code is the URI's symbol (at whichever error-correction level the page draws it), not
  // another text's: one module off and no level matches.
  const src = qr.getAttribute('src')!;
  const drawn = darkModulesOfSvg(decodeURIComponent(src.slice(src.indexOf(',') + 1)));
  const levels = (['L', 'M', 'Q', 'H'] as const).filter((level) =>
    sameSet(drawn, darkModulesOf(TOTP_URI, level)),
  );
  expect(levels, 'the QR code draws the otpauth:// URI').toHaveLength(1);
  const otherKey = TOTP_URI.replace(SECRET, `${SECRET.slice(0, -1)}Q`);
  expect(
    (['L', 'M', 'Q', 'H'] as const).some((level) => sameSet(drawn, darkModulesOf(otherKey, level))),
  ).toBe(false);
});
