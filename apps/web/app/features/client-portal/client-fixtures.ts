// Test fixtures of the client portal, each checked by its shared schema (a fixture the API could
// not send fails here first).
import { ClientMe, ClientPortfolioPerformance, ClientPropertyList } from '@crm/shared';

export const ME = ClientMe.parse({
  user: { id: 'u1', name: 'Jane Investor', email: 'jane@example.com' },
  contact: { id: 'c-jane', name: 'Jane Investor' },
  companies: [{ id: 'c-holdco', name: 'Maple Holdings' }],
  representative: {
    id: 's1',
    name: 'Rob Rep',
    email: 'rob@firm.example',
    phone: '+14165550100',
    image: null,
  },
  notify_updates: true,
  lang: 'en',
});

export const PROPERTIES = ClientPropertyList.parse({
  partial: false,
  data: [
    {
      id: 'a-main',
      address: '123 Main St',
      city: 'Toronto',
      property_type: 'Office',
      rba: 25000,
      paths: [
        {
          steps: [
            { id: 'c-jane', name: 'Jane Investor', share: 60 },
            { id: 'c-holdco', name: 'Maple Holdings', share: null },
          ],
        },
      ],
      share: null,
    },
    {
      id: 'a-king',
      address: '9 King St W',
      city: 'Ottawa',
      property_type: 'Retail',
      rba: null,
      paths: [{ steps: [{ id: 'c-jane', name: 'Jane Investor', share: 100 }] }],
      share: 100,
    },
  ],
});

export const PORTFOLIO = ClientPortfolioPerformance.parse({
  as_of: '2026-11-29',
  rentable_sqft: 25000,
  leased_sqft: 20000,
  occupancy: 0.8,
  annual_rent: 540000,
  walt_years: 3.4,
  upcoming: [],
  noi: [{ year: 2025, noi: 410000, as_of: '2026-03-15T14:00:00.000Z' }],
  properties: [
    { id: 'a-main', address: '123 Main St', occupancy: 0.8, annual_rent: 540000, walt_years: 3.4 },
  ],
  partial: false,
});
