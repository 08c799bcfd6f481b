/** The policy pages (spec route table), each with its title and the short name the landing footer uses. */
export const LEGAL_PAGES = {
  terms: { to: '/terms-of-service', label: 'Terms of Service', short: 'Terms' },
  privacy: { to: '/privacy-policy', label: 'Privacy Policy', short: 'Privacy' },
  guidelines: { to: '/community-guidelines', label: 'Community Guidelines', short: 'Guidelines' },
  cookies: { to: '/cookie-policy', label: 'Cookie Policy', short: 'Cookies' },
} as const;

/** All of them, in the order the app lists them. */
export const ALL_LEGAL_PAGES = [LEGAL_PAGES.terms, LEGAL_PAGES.privacy, LEGAL_PAGES.guidelines, LEGAL_PAGES.cookies];
