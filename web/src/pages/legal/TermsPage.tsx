import { LegalPage, type LegalSection } from './LegalPage';
import { SUPPORT_EMAIL } from '../../config/site';

const sections: LegalSection[] = [
  {
    heading: 'Acceptance of these terms',
    paragraphs: [
      'By creating an account, joining the waitlist, trying a demo call or otherwise using Landline (the "Service"), you agree to these Terms of Service. If you use the Service on behalf of a company, you confirm that you are authorised to accept these terms for that company, and "you" refers to that company.',
    ],
  },
  {
    heading: 'Who may use the service',
    paragraphs: [
      'The Service is for business use only, by property management companies, landlords and similar businesses. You must be at least 18 years old to use it. The Service is not intended for personal, family or household use.',
    ],
  },
  {
    heading: 'Beta service provided as is',
    paragraphs: [
      'The Service is in beta (preview). Features may change, be interrupted or be withdrawn, and the AI employees may make mistakes, misunderstand callers or fail to answer. The Service is provided "as is" and "as available", without warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy and non-infringement.',
    ],
  },
  {
    heading: 'What the service does',
    paragraphs: [
      'Landline provides AI voice employees ("agents") that answer phone calls for your business, in English and Spanish. Agents can take maintenance requests, dispatch contractors, transfer calls to a human number you configure, and record and transcribe calls so you can review them in your dashboard.',
    ],
  },
  {
    heading: 'No liability for missed emergencies',
    paragraphs: [
      'Landline is not an emergency service and does not replace 911 or any other emergency number. An agent may fail to recognise an emergency, may fail to transfer a call, or a transfer may not connect. You remain solely responsible for maintaining your own emergency procedures and on-call coverage.',
      'To the fullest extent permitted by law, Landline is not liable for any loss, damage, injury or claim arising from an emergency that was missed, misclassified, delayed or not transferred. Anyone in immediate danger should call 911.',
    ],
  },
  {
    heading: 'Your obligations to callers',
    paragraphs: ['You are responsible for how the Service is used on your phone lines. In particular you must:'],
    bullets: [
      'notify callers that their calls are recorded and transcribed, and obtain any consent required by the laws that apply to you and your callers;',
      'notify callers that they are speaking with an AI system and not a human;',
      'make sure the information you give your agents (business hours, knowledge base, transfer numbers) is accurate and lawful;',
      'comply with all laws on telemarketing, call recording, consumer protection, fair housing and debt collection that apply to your use.',
    ],
  },
  {
    heading: 'Call recording and transcription',
    paragraphs: [
      'Calls handled by the Service, including demo and test calls, are recorded and transcribed. Recordings and transcripts are stored in your account so you can review calls, and are processed as described in our Privacy Policy.',
    ],
  },
  {
    heading: 'Third-party providers',
    paragraphs: [
      'The Service relies on third-party providers for telephony, speech recognition, speech synthesis, AI language models and hosting. Those providers process call audio, transcripts and related data on our behalf. We are not responsible for outages or errors caused by third-party providers.',
    ],
  },
  {
    heading: 'Free trial, plans and phone numbers',
    paragraphs: [
      'New accounts receive a 7-day free trial that includes 1 AI employee, 1 phone number and 60 call minutes. We cover phone costs during the trial. Plan limits cap the number of agents and phone numbers you can use. Paid plans, prices and billing terms will be presented to you before you are charged.',
      "Phone numbers assigned to your agents remain our property or our provider's. When you delete an agent, its phone number is released and may be reassigned.",
    ],
  },
  {
    heading: 'Acceptable use',
    paragraphs: ['You must not use the Service to:'],
    bullets: [
      'make unsolicited, deceptive or harassing calls, or impersonate a person;',
      'transfer calls to premium-rate numbers;',
      'process information in violation of law or the rights of others;',
      'interfere with, probe or reverse engineer the Service.',
    ],
  },
  {
    heading: 'Limitation of liability',
    paragraphs: [
      'To the fullest extent permitted by law, Landline will not be liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue, data or goodwill. Our total liability for any claim relating to the Service is limited to the amount you paid us for the Service in the three months before the claim arose.',
    ],
  },
  {
    heading: 'Suspension and termination',
    paragraphs: [
      'You may stop using the Service and delete your agents at any time. We may suspend or end your access if you breach these terms, if required by law, or if we discontinue the beta.',
    ],
  },
  {
    heading: 'Changes to these terms',
    paragraphs: [
      'We may update these terms as the Service evolves. We will post the new version on this page with a new "Last updated" date. Continuing to use the Service after an update means you accept the updated terms.',
    ],
  },
  {
    heading: 'Contact',
    paragraphs: [`Questions about these terms? Contact us at ${SUPPORT_EMAIL}.`],
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="These terms govern your use of Landline, a service that provides AI voice employees which answer phone calls for property managers, landlords and similar businesses."
      sections={sections}
      sibling={{ to: '/privacy', label: 'Privacy Policy' }}
    />
  );
}
