import { describe, expect, it } from 'vitest';
import { exportUrl } from './search-api';

describe('exportUrl', () => {
  it("is the tab's export with the search's filters and the format, never its page", () => {
    expect(
      exportUrl(
        { tab: 'contacts', filters: { name: ' Smith ', min_emails: '2', min_numbers: '0' }, offset: 20 },
        'csv',
      ),
    ).toBe('/api/v1/entities/export?name=Smith&min_emails=2&format=csv');
    expect(exportUrl({ tab: 'numbers', filters: { phone_number: '+1 514' }, offset: 0 }, 'xlsx')).toBe(
      '/api/v1/numbers/export?phone_number=%2B1+514&format=xlsx',
    );
  });
});
