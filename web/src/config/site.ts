/** Public contact address shown in the footer's contact section (the Support link's target). */
export const SUPPORT_EMAIL = 'support@landline.app';
