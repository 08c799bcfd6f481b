/**
 * Static sample data for the no-login demo.
 * Everything here is fictional; distances and counts are fixed on purpose. Names, venues, companies and
 * tags stay as they are (as a real person's would); the sentences are message keys of the demo namespace,
 * so a visitor reads the sample in their language.
 */
import type { demo } from '@/locales/demo';

export type DemoKey = Parameters<typeof demo.t>[0];

export type DemoPerson = {
  name: string;
  age: number;
  activity: Extract<DemoKey, `activity.${string}`>;
  mood: Extract<DemoKey, `mood.${string}`>;
  status: DemoKey;
  lookingFor: string;
  distance: number; // metres
  interestTags: string[];
  iceBreaker: DemoKey;
  mode: 'dating' | 'professional';
  title?: string;
  company?: string;
  initials: string;
};

export const demoVenue = {
  name: 'The Copper Room',
  kind: 'checkin.kind' as const,
  address: '418 Valencia St, San Francisco',
  /** 9:41 in the evening, shown as the visitor's language writes a time. */
  checkedInAt: Date.UTC(2026, 10, 1, 21, 41),
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
    activity: 'activity.socializing',
    mood: 'mood.open_to_chat',
    status: 'maya.status',
    lookingFor: 'Dating',
    distance: 12,
    interestTags: ['Jazz', 'Vinyl', 'Natural wine', 'Climbing', 'Film'],
    iceBreaker: 'maya.iceBreaker',
    mode: 'dating',
  },
  {
    name: 'Daniel',
    age: 31,
    initials: 'D',
    activity: 'activity.coffee_break',
    mood: 'mood.friendly',
    status: 'daniel.status',
    lookingFor: 'Dating',
    distance: 40,
    interestTags: ['Cocktails', 'Cycling', 'Podcasts'],
    iceBreaker: 'daniel.iceBreaker',
    mode: 'dating',
  },
  {
    name: 'Priya',
    age: 34,
    initials: 'P',
    activity: 'activity.working',
    mood: 'mood.selective',
    status: 'priya.status',
    lookingFor: 'Networking',
    distance: 85,
    interestTags: ['Climate tech', 'Product', 'Hiking', 'Mentoring'],
    iceBreaker: 'priya.iceBreaker',
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
  industry: DemoKey;
  seniority: 'Executive' | 'Senior';
  expertise: string[];
  matchScore: number;
  commonInterests: string[];
  networkingOpportunity: DemoKey;
  suggestedTopics: string[];
  distanceKm: number;
};

export const demoProfessionals: DemoProfessional[] = [
  {
    name: 'Priya Raman',
    initials: 'PR',
    title: 'Head of Product',
    company: 'Gridwise Energy',
    industry: 'pro.industry.climate',
    seniority: 'Executive',
    expertise: ['Product strategy', 'Energy markets', 'B2B SaaS', 'Hiring'],
    matchScore: 94,
    commonInterests: ['Climate tech', 'Mentoring'],
    networkingOpportunity: 'pro.priya.opportunity',
    suggestedTopics: ['Grid-scale storage', 'Building a design team'],
    distanceKm: 0.1,
  },
  {
    name: 'Marcus Chen',
    initials: 'MC',
    title: 'Senior Engineer',
    company: 'Northwind Robotics',
    industry: 'pro.industry.robotics',
    seniority: 'Senior',
    expertise: ['Computer vision', 'Rust', 'Embedded'],
    matchScore: 86,
    commonInterests: ['Open source', 'Cycling'],
    networkingOpportunity: 'pro.marcus.opportunity',
    suggestedTopics: ['Edge inference', 'Open-source maintenance'],
    distanceKm: 0.3,
  },
  {
    name: 'Sofia Alvarez',
    initials: 'SA',
    title: 'Partner',
    company: 'Harbor Street Ventures',
    industry: 'pro.industry.vc',
    seniority: 'Executive',
    expertise: ['Seed investing', 'Marketplaces', 'Fintech'],
    matchScore: 78,
    commonInterests: ['Marketplaces'],
    networkingOpportunity: 'pro.sofia.opportunity',
    suggestedTopics: ['Marketplace liquidity', 'Pre-seed rounds in 2025'],
    distanceKm: 0.6,
  },
];

export const demoIceBreakers: { with: string; venue: string; suggestions: Array<{ tag: DemoKey; text: DemoKey }> } = {
  with: 'Maya',
  venue: 'The Copper Room',
  suggestions: [
    { tag: 'icebreakers.tag.shared', text: 'maya.iceBreaker' },
    { tag: 'icebreakers.tag.venue', text: 'icebreakers.venue' },
    { tag: 'icebreakers.tag.activity', text: 'icebreakers.activity' },
  ],
};

export const demoChat: { with: string; venue: string; messages: Array<{ from: 'me' | 'them'; text: DemoKey; minutesAgo: number }>; meetPoint: { name: DemoKey; hint: DemoKey } } = {
  with: 'Maya',
  venue: 'The Copper Room',
  messages: [
    { from: 'them', text: 'chat.1', minutesAgo: 4 },
    { from: 'me', text: 'chat.2', minutesAgo: 3 },
    { from: 'them', text: 'chat.3', minutesAgo: 2 },
    { from: 'me', text: 'chat.4', minutesAgo: 0 },
  ],
  meetPoint: { name: 'chat.meetPoint.name', hint: 'chat.meetPoint.hint' },
};
