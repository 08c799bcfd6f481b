/**
 * Spec §1 / §3: the professional networking screens use hard-coded sample data, not the server.
 * The shape follows "Professional profile (hard-coded sample)". Everyone here is fictional; the first
 * three are the demo's Professional Mode people. Scores cover every colour band of spec §9.
 */
export type Seniority = 'Executive' | 'Senior';

export type ProfessionalProfile = {
  displayName: string;
  jobTitle: string;
  company: string;
  industry: string;
  seniority: Seniority;
  expertise: string[];
  interests: string[];
  bio: string;
  linkedinUrl: string | null;
  workLocation: string;
  timezone: string;
};

export type ProfessionalMatch = {
  userId: string;
  professionalProfile: ProfessionalProfile;
  matchScore: number;
  commonInterests: string[];
  networkingOpportunity: string;
  suggestedTopics: string[];
  meetingContext: string;
  /** Kilometres. */
  distance: number;
};

export const sampleProfessionals: ProfessionalMatch[] = [
  {
    userId: 'sample-pro-priya',
    professionalProfile: {
      displayName: 'Priya Raman',
      jobTitle: 'Head of Product',
      company: 'Gridwise Energy',
      industry: 'Climate tech',
      seniority: 'Executive',
      expertise: ['Product strategy', 'Energy markets', 'B2B SaaS', 'Hiring'],
      interests: ['Climate tech', 'Mentoring', 'Hiking'],
      bio: 'Moved from hardware into climate software six years ago. Building tools that help utilities balance the grid.',
      linkedinUrl: null,
      workLocation: 'San Francisco, CA',
      timezone: 'America/Los_Angeles',
    },
    matchScore: 94,
    commonInterests: ['Climate tech', 'Mentoring'],
    networkingOpportunity: 'Hiring two senior product designers this quarter',
    suggestedTopics: ['Grid-scale storage', 'Building a design team'],
    meetingContext: 'Both checked in at The Copper Room, working from the window tables',
    distance: 0.1,
  },
  {
    userId: 'sample-pro-jonah',
    professionalProfile: {
      displayName: 'Jonah Whitfield',
      jobTitle: 'VP Engineering',
      company: 'Ledgerline',
      industry: 'Fintech',
      seniority: 'Executive',
      expertise: ['Platform engineering', 'Payments', 'Team scaling', 'Compliance'],
      interests: ['Open source', 'Mentoring', 'Running'],
      bio: 'Scaled an engineering team from 8 to 120. Now rebuilding payment rails for small businesses.',
      linkedinUrl: null,
      workLocation: 'Oakland, CA',
      timezone: 'America/Los_Angeles',
    },
    matchScore: 91,
    commonInterests: ['Open source', 'Mentoring'],
    networkingOpportunity: 'Looking for staff engineers who have run payments in production',
    suggestedTopics: ['Engineering ladders', 'Real-time payments'],
    meetingContext: 'Working from the same café this afternoon',
    distance: 0.4,
  },
  {
    userId: 'sample-pro-marcus',
    professionalProfile: {
      displayName: 'Marcus Chen',
      jobTitle: 'Senior Engineer',
      company: 'Northwind Robotics',
      industry: 'Robotics',
      seniority: 'Senior',
      expertise: ['Computer vision', 'Rust', 'Embedded'],
      interests: ['Open source', 'Cycling'],
      bio: 'Writes the perception stack for warehouse robots. Maintains two open-source Rust crates on the side.',
      linkedinUrl: null,
      workLocation: 'San Francisco, CA',
      timezone: 'America/Los_Angeles',
    },
    matchScore: 86,
    commonInterests: ['Open source', 'Cycling'],
    networkingOpportunity: 'Looking for a co-founder for a warehouse-vision side project',
    suggestedTopics: ['Edge inference', 'Open-source maintenance'],
    meetingContext: 'Checked in at The Copper Room',
    distance: 0.3,
  },
  {
    userId: 'sample-pro-amara',
    professionalProfile: {
      displayName: 'Amara Okafor',
      jobTitle: 'Design Director',
      company: 'Fieldnote Studio',
      industry: 'Design',
      seniority: 'Executive',
      expertise: ['Design systems', 'Brand', 'Research', 'Accessibility'],
      interests: ['Typography', 'Mentoring', 'Film'],
      bio: 'Runs a 14-person studio working with early-stage climate and health companies.',
      linkedinUrl: null,
      workLocation: 'San Francisco, CA',
      timezone: 'America/Los_Angeles',
    },
    matchScore: 82,
    commonInterests: ['Mentoring'],
    networkingOpportunity: 'Open to advising product teams on design systems',
    suggestedTopics: ['Accessible design systems', 'Studio vs in-house'],
    meetingContext: 'At the co-working space two blocks away',
    distance: 0.8,
  },
  {
    userId: 'sample-pro-sofia',
    professionalProfile: {
      displayName: 'Sofia Alvarez',
      jobTitle: 'Partner',
      company: 'Harbor Street Ventures',
      industry: 'Venture capital',
      seniority: 'Executive',
      expertise: ['Seed investing', 'Marketplaces', 'Fintech'],
      interests: ['Marketplaces', 'Sailing'],
      bio: 'Seed investor focused on consumer marketplaces. Former operator at two marketplace startups.',
      linkedinUrl: null,
      workLocation: 'San Francisco, CA',
      timezone: 'America/Los_Angeles',
    },
    matchScore: 78,
    commonInterests: ['Marketplaces'],
    networkingOpportunity: 'Meeting pre-seed founders in consumer marketplaces',
    suggestedTopics: ['Marketplace liquidity', 'Pre-seed rounds'],
    meetingContext: 'Hosting office hours nearby this evening',
    distance: 0.6,
  },
  {
    userId: 'sample-pro-ethan',
    professionalProfile: {
      displayName: 'Ethan Brooks',
      jobTitle: 'Senior Data Scientist',
      company: 'Gridwise Energy',
      industry: 'Climate tech',
      seniority: 'Senior',
      expertise: ['Forecasting', 'Python', 'Energy markets'],
      interests: ['Climate tech', 'Chess'],
      bio: 'Builds demand forecasts for utilities. Happy to talk time series over coffee.',
      linkedinUrl: null,
      workLocation: 'Berkeley, CA',
      timezone: 'America/Los_Angeles',
    },
    matchScore: 72,
    commonInterests: ['Climate tech'],
    networkingOpportunity: 'Looking for collaborators on an open energy dataset',
    suggestedTopics: ['Load forecasting', 'Open data'],
    meetingContext: 'Checked in at Ritual Coffee Roasters',
    distance: 1.2,
  },
  {
    userId: 'sample-pro-lena',
    professionalProfile: {
      displayName: 'Lena Fischer',
      jobTitle: 'Senior Recruiter',
      company: 'Brightpath Talent',
      industry: 'Recruiting',
      seniority: 'Senior',
      expertise: ['Technical recruiting', 'Employer brand', 'Negotiation'],
      interests: ['Podcasts', 'Climbing'],
      bio: 'Places engineers and designers at Series A–C startups across the Bay Area.',
      linkedinUrl: null,
      workLocation: 'San Francisco, CA',
      timezone: 'America/Los_Angeles',
    },
    matchScore: 64,
    commonInterests: ['Climbing'],
    networkingOpportunity: 'Hiring managers welcome to compare notes on the market',
    suggestedTopics: ['Hiring market in 2025', 'Writing better job posts'],
    meetingContext: 'Working from the library lounge',
    distance: 1.9,
  },
];
