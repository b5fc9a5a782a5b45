import { LegalPage, type LegalSection } from './LegalPage';
import { SUPPORT_EMAIL } from '../../config/site';

const sections: LegalSection[] = [
  {
    heading: 'Information we collect',
    bullets: [
      'Account information: your name, email address, password (stored only in hashed form) or Google sign-in details, and profile photo.',
      'Business information: company name, industry, number of properties, time zone, and the settings and knowledge base you give your AI employees.',
      "Call data: recordings and transcripts of calls handled by your AI employees (including demo and test calls), caller and destination phone numbers, call times and durations, and transfer details such as the caller's name, address, callback number and a summary of the issue.",
      'Waitlist information: the name, company, email address and phone number you submit.',
      'Usage information: sign-in times, call minutes used and basic technical logs needed to run and secure the service.',
    ],
  },
  {
    heading: 'How we use information',
    bullets: [
      'to provide the service: answering, recording, transcribing and transferring calls, and showing them in your dashboard;',
      'to manage your account, trial and plan limits;',
      'to contact you about your account or your waitlist request;',
      'to keep the service secure and to diagnose problems;',
      'to meet legal obligations.',
    ],
  },
  {
    heading: 'Call recording and transcription',
    paragraphs: [
      'Calls answered by Landline are recorded and transcribed. Recordings and transcripts are stored with your account so that you can review calls and so that your AI employee can follow the conversation. As the business using Landline, you must tell your callers that their calls are recorded and that they are speaking with an AI system, and obtain any consent the law requires.',
    ],
  },
  {
    heading: 'Third-party providers',
    paragraphs: [
      "We use third-party providers to process data on our behalf: telephony carriers that connect calls, speech recognition and text-to-speech services, AI language model providers that generate your employee's replies, and cloud hosting and storage providers. They receive only the data needed to perform their service for us.",
    ],
  },
  {
    heading: 'We do not sell your data',
    paragraphs: ["We do not sell your personal information or your callers' information, and we do not share it with third parties for their own marketing."],
  },
  {
    heading: 'Retention',
    paragraphs: [
      'We keep account information while your account is open. Call recordings and transcripts are kept until you delete them, delete your account, or ask us to delete them, unless we must keep them longer by law.',
    ],
  },
  {
    heading: 'Security',
    paragraphs: [
      'We protect data with encryption in transit, access controls and hashed passwords. No system is perfectly secure, and because the service is in beta we cannot guarantee that data will never be lost or accessed without authorisation.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: ['You can ask us at any time to:'],
    bullets: [
      'access the personal information we hold about you;',
      'correct information that is inaccurate or incomplete;',
      'delete your information and your account;',
      'export your information, including your call records, in a portable format.',
    ],
    after: [
      `To exercise these rights, email ${SUPPORT_EMAIL}. Callers who reached a business through Landline should contact that business first, as it controls their call data.`,
    ],
  },
  {
    heading: 'Business use and age',
    paragraphs: ['Landline is for business use by people aged 18 or over. We do not knowingly collect information from children.'],
  },
  {
    heading: 'Changes to this policy',
    paragraphs: ['We may update this policy as the service evolves. We will post the new version here with a new "Last updated" date.'],
  },
  {
    heading: 'Contact',
    paragraphs: [`Questions about privacy? Contact us at ${SUPPORT_EMAIL}.`],
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="This policy explains what information Landline collects when you use our website and AI voice employees, how we use it, who processes it, and the choices and rights you have."
      sections={sections}
      sibling={{ to: '/tos', label: 'Terms of Service' }}
    />
  );
}
