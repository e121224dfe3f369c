/** How to reach the team (Contact and Support pages). 555-01xx numbers are reserved for fiction. */
export const supportContact = {
  email: 'support@inkwell.example',
  phone: '+1 (555) 010-4650',
  phoneHref: '+15550104650',
} as const;
