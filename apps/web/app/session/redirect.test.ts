import { describe, expect, it } from 'vitest';
import { landingPath, loginPath, safeRedirect } from './redirect';

describe('the redirect after signing in', () => {
  it('honours a path on this site, with its query and hash', () => {
    expect(safeRedirect('/admin/users')).toBe('/admin/users');
    expect(safeRedirect('/admin?tab=emails#top')).toBe('/admin?tab=emails#top');
    expect(safeRedirect('/fr')).toBe('/fr');
  });

  it('goes to the fallback when absent or empty', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('')).toBe('/');
    expect(safeRedirect(undefined, '/fr')).toBe('/fr');
  });

  it('refuses anything another origin could hide in', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'evil.example/admin',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /admin',
      '/login?redirect=/admin',
    ]) {
      expect(safeRedirect(value), value).toBe('/');
    }
  });

  it('builds the login link of a page', () => {
    expect(loginPath('/admin/users?q=a&b')).toBe('/login?redirect=%2Fadmin%2Fusers%3Fq%3Da%26b');
    expect(
      safeRedirect(new URLSearchParams(loginPath('/admin/users?q=a&b').split('?')[1]).get('redirect')),
    ).toBe('/admin/users?q=a&b');
  });
});

describe('the landing page of a sign-in without a redirect', () => {
  it('is My day for staff and administrators, the home page for anyone else', () => {
    expect(landingPath('staff')).toBe('/admin/today');
    expect(landingPath('admin')).toBe('/admin/today');
    expect(landingPath('user,staff')).toBe('/admin/today');
    expect(landingPath('user', '/fr')).toBe('/fr');
    expect(landingPath(null)).toBe('/');
  });
});
