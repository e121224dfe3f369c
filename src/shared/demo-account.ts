/** The seeded demo account (README, seed, browser tests). Not a secret: it is public demo data. */
export const demoAccount = {
  email: 'demo@inkwell.example',
  password: 'inkwell-demo-2026',
  name: 'Jordan Lee',
} as const;
