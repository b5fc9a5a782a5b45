export type DemoLanguage = 'en' | 'es';

export interface DemoEmployee {
  /** Used in anchors (#employee-sarah) and asset names. */
  slug: string;
  name: string;
  title: string;
  category: string;
  description: string;
  features: string[];
  /** Local illustration in web/public/employees. */
  photo: string;
  primaryLanguage: DemoLanguage;
  accent: string;
  /** The template the demo employee speaks as (the conversation service's demo catalogue). */
  templateType: string;
  /** Maintenance coordinators hand emergencies to the emergency employee. */
  handsOffEmergencies?: boolean;
}

/** The six AI employees visitors can meet on the landing page. */
export const demoEmployees: DemoEmployee[] = [
  {
    slug: 'sarah',
    templateType: 'maintenance',
    handsOffEmergencies: true,
    name: 'Sarah',
    title: 'Maintenance Coordinator',
    category: 'Maintenance',
    description:
      'Sarah answers tenant maintenance calls day and night. She gathers the unit, the problem and access details, judges how urgent it is, and hands your team a clean, complete request instead of a voicemail.',
    features: [
      'Takes maintenance requests 24/7',
      'Separates emergencies from routine repairs',
      'Collects unit, access window and callback number',
      'Transfers urgent issues to your on-call number',
      'Every call recorded and transcribed',
    ],
    photo: '/employees/sarah.svg',
    primaryLanguage: 'en',
    accent: 'brand',
  },
  {
    slug: 'sofia',
    templateType: 'maintenance',
    handsOffEmergencies: true,
    name: 'Sofia',
    title: 'Maintenance Coordinator (Spanish)',
    category: 'Maintenance',
    description:
      'Sofia speaks with Spanish-speaking residents in their own language. She handles the same maintenance intake and triage as Sarah, so every resident gets the same quality of service.',
    features: [
      'Natural conversations in Spanish',
      'Same maintenance intake and urgency triage',
      'Captures addresses, names and callback numbers clearly',
      'Transfers emergencies to your team',
      'Spanish transcripts and recordings in your dashboard',
    ],
    photo: '/employees/sofia.svg',
    primaryLanguage: 'es',
    accent: 'teal',
  },
  {
    slug: 'marcus',
    templateType: 'emergency',
    name: 'Marcus',
    title: 'Emergency Dispatcher',
    category: 'Emergency',
    description:
      'Marcus is built for the calls that cannot wait: flooding, gas smells, fire or no heat. He keeps callers calm, gives basic safety guidance and gets the details to your emergency team fast.',
    features: [
      'Recognises emergencies in plain language',
      'Calm, clear safety guidance while on the line',
      'Captures name, address, callback number and issue',
      'Warm transfer to your emergency contact',
      'Transfer history kept with every call',
    ],
    photo: '/employees/marcus.svg',
    primaryLanguage: 'en',
    accent: 'red',
  },
  {
    slug: 'diego',
    templateType: 'dispatch',
    name: 'Diego',
    title: 'Contractor Dispatcher',
    category: 'Dispatch',
    description:
      'Diego works with your vendors. He confirms job details, relays tenant access instructions and keeps contractors moving, so your maintenance pipeline keeps flowing without a dispatcher on the phone.',
    features: [
      'Coordinates plumbers, electricians and HVAC vendors',
      'Shares job details and access instructions',
      'Confirms arrival windows with contractors',
      'Escalates no-shows and urgent jobs to your team',
      'Full call log for every dispatch',
    ],
    photo: '/employees/diego.svg',
    primaryLanguage: 'en',
    accent: 'orange',
  },
  {
    slug: 'emma',
    templateType: 'leasing',
    name: 'Emma',
    title: 'Leasing Agent',
    category: 'Leasing',
    description:
      'Emma turns prospect calls into showings. She answers questions about availability, pricing and policies from your own knowledge base and collects contact details for follow-up.',
    features: [
      'Answers questions from your listings and policies',
      'Explains pet, parking and application rules',
      'Collects prospect contact details',
      'Never misses an after-hours inquiry',
      'Transcripts your leasing team can act on',
    ],
    photo: '/employees/emma.svg',
    primaryLanguage: 'en',
    accent: 'violet',
  },
  {
    slug: 'james',
    templateType: 'collections',
    name: 'James',
    title: 'Collections Agent',
    category: 'Collections',
    description:
      'James handles rent and balance conversations professionally and courteously. He explains what is owed, answers payment questions and records payment commitments for your office.',
    features: [
      'Courteous, professional rent conversations',
      'Answers common balance and payment questions',
      'Records promises to pay and callback times',
      'Transfers disputes to a human',
      'Every conversation documented',
    ],
    photo: '/employees/james.svg',
    primaryLanguage: 'en',
    accent: 'indigo',
  },
];

export const demoCategories = ['All', ...Array.from(new Set(demoEmployees.map((employee) => employee.category)))];

/** Who takes over a demo call when a maintenance coordinator detects an emergency. */
export const EMERGENCY_EMPLOYEE_SLUG = 'marcus';

export function demoEmployeeBySlug(slug: string): DemoEmployee | undefined {
  return demoEmployees.find((employee) => employee.slug === slug);
}
