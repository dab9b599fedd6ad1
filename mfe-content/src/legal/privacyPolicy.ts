import { OFFICE_HOURS, PRIVACY_FIGURES, period, postalAddressLines } from './policyFigures';
import type { ContactDetails, LegalDocument } from './types';

export function privacyPolicy({ supportEmail }: ContactDetails): LegalDocument {
  const f = PRIVACY_FIGURES;
  const email = `[${supportEmail}](mailto:${supportEmail})`;
  // Two trailing spaces make markdown hard line breaks, so the address reads as an address.
  const address = postalAddressLines().join('  \n');
  return {
    title: 'Privacy Policy',
    lastUpdated: '2025-07-01',
    intro: `Sencha Tea respects your privacy. This policy explains how we collect, hold, use and disclose your personal information, and how you can access or correct it or complain, in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles (APPs).`,
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        body: `Sencha Tea is a tea merchant based in Sydney, New South Wales, selling tea and teawares online. In this policy "we", "our" and "us" mean Sencha Tea. This policy applies to personal information collected through our website, our newsletter The First Steep, our contact form and by e-mail.`,
      },
      {
        id: 'information-we-collect',
        heading: 'Information we collect',
        body: `We only collect personal information that is reasonably necessary for our business. Depending on how you deal with us, this may include:

- your name, e-mail address and phone number;
- your shipping address;
- details of your orders, deliveries, returns and reviews;
- messages you send us through the contact form or by e-mail;
- technical information such as your browser, device type, pages visited and the page that referred you, collected with cookies and similar technologies.

We do not collect or store your card details. Payments are processed by our card payment provider, which handles them under its own privacy policy and the card industry's security standards.

You may deal with us anonymously or under a pseudonym where that is practicable, for example when browsing. We cannot deliver an order without a name and address.`,
      },
      {
        id: 'how-we-collect',
        heading: 'How we collect it',
        body: `We collect personal information directly from you when you place an order, subscribe to The First Steep, write a review or contact us. We also collect information automatically when you use the website, and from our service providers (for example delivery updates from carriers). If we receive personal information we did not ask for, we will destroy or de-identify it if the law allows us to.`,
      },
      {
        id: 'how-we-use',
        heading: 'How we use it',
        body: `We use personal information to:

- process, deliver and support your orders, returns and refunds;
- answer your questions and requests;
- send The First Steep and other marketing you have asked for;
- keep the website secure, prevent fraud and fix problems;
- understand how the website is used so we can improve it;
- meet our legal obligations, for example tax and consumer law records.

We do not sell or rent your personal information.`,
      },
      {
        id: 'direct-marketing',
        heading: 'Direct marketing',
        body: `We only send marketing e-mails if you have subscribed or if the law otherwise allows it. Every e-mail has an unsubscribe link, or you can write to ${email}. We will action your opt-out request within ${period(f.optOutBusinessDays, 'business day')}. Transactional messages about your orders are still sent after you opt out.`,
      },
      {
        id: 'disclosure',
        heading: 'Disclosure to others',
        body: `We disclose personal information only as needed for the purposes above, to:

- carriers and postal services that deliver your orders;
- our card payment provider;
- providers of hosting, e-mail, analytics and error reporting services that help us run the website;
- our professional advisers, such as accountants and lawyers;
- government agencies and others where the law requires or authorises it.

Our service providers must handle personal information securely and only for the purpose we engaged them for.`,
      },
      {
        id: 'overseas-disclosure',
        heading: 'Overseas disclosure',
        body: `Some of our service providers store or process information outside Australia, including in the United States and the European Union. Orders shipped abroad are handed to carriers in the destination country. We take reasonable steps under APP 8 to ensure that overseas recipients handle your information in a way consistent with the APPs.`,
      },
      {
        id: 'security-and-retention',
        heading: 'Security and retention',
        body: `We protect personal information with access controls, encryption in transit and regular review of our systems and providers. No method of transmission over the internet is completely secure, so we cannot guarantee absolute security.

Active data used to run the website, such as logs and analytics, is kept for ${period(f.activeDataDays, 'day')}. Order and business records are kept for a maximum of ${period(f.recordsMaxYears, 'year')}, as tax and consumer law require. When we no longer need personal information we destroy or de-identify it.`,
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        body: `The website uses cookies and browser storage to keep your cart, remember your preferences and measure how the website is used. You can block or delete cookies in your browser settings; the cart and checkout may not work without them.`,
      },
      {
        id: 'access-and-correction',
        heading: 'Access and correction',
        body: `You may ask for access to the personal information we hold about you, or ask us to correct it, by writing to ${email}. We will need to verify your identity first. We will respond within a reasonable time and do not charge for a request. If we refuse a request we will tell you why in writing and how you can complain.`,
      },
      {
        id: 'complaints',
        heading: 'Complaints',
        body: `If you believe we have breached the APPs, please write to us at ${email} or to the address below. We will acknowledge your complaint within ${period(f.complaintAcknowledgeBusinessDays, 'business day')} and aim to resolve it within ${period(f.complaintResolveBusinessDays, 'business day')}. We keep records of complaints for ${period(f.complaintRecordMonths, 'month')}.

If you are not satisfied with our answer, you can ask for the complaint to be escalated to the business owner, who will review it within ${period(f.escalationReviewBusinessDays, 'business day')}. You may also complain to the Office of the Australian Information Commissioner (OAIC) at [oaic.gov.au](https://www.oaic.gov.au) or on 1300 363 992.`,
      },
      {
        id: 'contact-us',
        heading: 'Contact us',
        body: `For any question about privacy, contact our privacy officer:

- E-mail: ${email}
- Hours: ${OFFICE_HOURS} (Sydney time), excluding public holidays

Postal address:

${address}`,
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        body: `We may update this policy from time to time. The new version is published on this page with the date it was last updated.`,
      },
    ],
  };
}
