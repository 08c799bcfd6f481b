/**
 * Static sample data for the no-login demo.
 * Everything here is fictional; distances and counts are fixed on purpose.
 */
export type DemoPerson = {
  name: string;
  age: number;
  activity: string;
  mood: string;
  status: string;
  lookingFor: string;
  distance: number; // metres
  interestTags: string[];
  iceBreaker: string;
  mode: 'dating' | 'professional';
  title?: string;
  company?: string;
  initials: string;
};

export const demoVenue = {
  name: 'The Copper Room',
  kind: 'Cocktail bar',
  address: '418 Valencia St, San Francisco',
  checkedInAt: '9:41 PM',
  peopleHere: 24,
  dating: 17,
  professional: 7,
};

export const demoNearbyVenues = [
  { name: 'The Copper Room', distanceKm: 0.1 },
  { name: 'Ritual Coffee Roasters', distanceKm: 0.4 },
  { name: 'Dolores Park', distanceKm: 0.9 },
  { name: 'Mission Workshop Co-working', distanceKm: 1.3 },
];

export const demoPeople: DemoPerson[] = [
  {
    name: 'Maya',
    age: 28,
    initials: 'M',
    activity: 'Socializing',
    mood: 'Open to chat',
    status: 'Here for the jazz trio at 10',
    lookingFor: 'Dating',
    distance: 12,
    interestTags: ['Jazz', 'Vinyl', 'Natural wine', 'Climbing', 'Film'],
    iceBreaker: 'The trio is playing Coltrane tonight — are you team "Giant Steps" or "Naima"?',
    mode: 'dating',
  },
  {
    name: 'Daniel',
    age: 31,
    initials: 'D',
    activity: 'Coffee break',
    mood: 'Friendly',
    status: 'Trying every espresso martini in the Mission',
    lookingFor: 'Dating',
    distance: 40,
    interestTags: ['Cocktails', 'Cycling', 'Podcasts'],
    iceBreaker: 'You rated the espresso martini here yet? I need a second opinion.',
    mode: 'dating',
  },
  {
    name: 'Priya',
    age: 34,
    initials: 'P',
    activity: 'Working',
    mood: 'Selective',
    status: 'Product lead, happy to talk climate tech',
    lookingFor: 'Networking',
    distance: 85,
    interestTags: ['Climate tech', 'Product', 'Hiking', 'Mentoring'],
    iceBreaker: 'What made you move from hardware into climate software?',
    mode: 'professional',
    title: 'Head of Product',
    company: 'Gridwise Energy',
  },
];

export type DemoProfessional = {
  name: string;
  initials: string;
  title: string;
  company: string;
  industry: string;
  seniority: 'Executive' | 'Senior';
  expertise: string[];
  matchScore: number;
  commonInterests: string[];
  networkingOpportunity: string;
  suggestedTopics: string[];
  distanceKm: number;
};

export const demoProfessionals: DemoProfessional[] = [
  {
    name: 'Priya Raman',
    initials: 'PR',
    title: 'Head of Product',
    company: 'Gridwise Energy',
    industry: 'Climate tech',
    seniority: 'Executive',
    expertise: ['Product strategy', 'Energy markets', 'B2B SaaS', 'Hiring'],
    matchScore: 94,
    commonInterests: ['Climate tech', 'Mentoring'],
    networkingOpportunity: 'Hiring two senior product designers this quarter',
    suggestedTopics: ['Grid-scale storage', 'Building a design team'],
    distanceKm: 0.1,
  },
  {
    name: 'Marcus Chen',
    initials: 'MC',
    title: 'Senior Engineer',
    company: 'Northwind Robotics',
    industry: 'Robotics',
    seniority: 'Senior',
    expertise: ['Computer vision', 'Rust', 'Embedded'],
    matchScore: 86,
    commonInterests: ['Open source', 'Cycling'],
    networkingOpportunity: 'Looking for a co-founder for a warehouse-vision side project',
    suggestedTopics: ['Edge inference', 'Open-source maintenance'],
    distanceKm: 0.3,
  },
  {
    name: 'Sofia Alvarez',
    initials: 'SA',
    title: 'Partner',
    company: 'Harbor Street Ventures',
    industry: 'Venture capital',
    seniority: 'Executive',
    expertise: ['Seed investing', 'Marketplaces', 'Fintech'],
    matchScore: 78,
    commonInterests: ['Marketplaces'],
    networkingOpportunity: 'Meeting pre-seed founders in consumer marketplaces',
    suggestedTopics: ['Marketplace liquidity', 'Pre-seed rounds in 2025'],
    distanceKm: 0.6,
  },
];

export const demoIceBreakers = {
  context: 'You and Maya are both at The Copper Room, both love jazz, and the trio starts at 10.',
  suggestions: [
    { tag: 'Shared interest', text: 'The trio is playing Coltrane tonight — are you team "Giant Steps" or "Naima"?' },
    { tag: 'Venue', text: 'Have you tried the smoked old fashioned here, or should we both be brave?' },
    { tag: 'Activity', text: 'Best live music spot in the city — go. I need a list for next weekend.' },
  ],
};

export const demoChat = {
  with: 'Maya',
  venue: 'The Copper Room',
  messages: [
    { from: 'them', text: 'Team "Naima", obviously. You?', time: '4 min ago' },
    { from: 'me', text: '"Giant Steps" — but I can be persuaded. Want to grab a spot near the stage?', time: '3 min ago' },
    { from: 'them', text: 'Yes! Meet at the Main Bar first?', time: '2 min ago' },
    { from: 'me', text: "Perfect. I'm in the green jacket 🙂", time: 'just now' },
  ] as const,
  meetPoint: { name: 'Main Bar', hint: 'Central location, well-lit area' },
};
