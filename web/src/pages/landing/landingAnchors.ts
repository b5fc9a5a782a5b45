/** About and Platform both lead to the waitlist (spec). */
export const landingAnchors = [
  { label: 'Home', href: '/#home' },
  { label: 'Demo', href: '/#demo' },
  { label: 'About', href: '/#waitlist' },
  { label: 'Platform', href: '/#waitlist' },
];
