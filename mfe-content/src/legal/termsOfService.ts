import { TERMS_FIGURES, period } from './policyFigures';
import type { ContactDetails, LegalDocument } from './types';

export const TERMS_OF_SERVICE_SECTION_HEADINGS = [
  'About the Website',
  'Acceptance',
  'Registration',
  'Member obligations',
  'Purchase and Returns',
  'Delivery',
  'Copyright',
  'Privacy',
  'Disclaimer',
  'Limitation of Liability',
  'Termination',
  'Indemnity',
  'Dispute Resolution',
  'Venue',
  'Governing Law',
  'Severance',
] as const;

export function termsOfService({ supportEmail, ordersEmail }: ContactDetails): LegalDocument {
  const { negotiationDays, mediationMonths, mediationCity, jurisdiction } = TERMS_FIGURES;
  return {
    title: 'Terms of Service',
    lastUpdated: '2025-07-01',
    intro:
      'These terms govern your use of the Sencha Tea website and every purchase you make through it. Please read them carefully before you register or place an order.',
    sections: [
      {
        id: 'about-the-website',
        heading: 'About the Website',
        body: `Welcome to Sencha Tea (the **Website**). The Website is operated by Sencha Tea of Sydney, New South Wales (**we**, **our** or **us**). It offers specialty tea, herbal tea, matcha and teawares for sale (the **Goods**), together with information about tea, brewing and our growers (the **Services**).

Access to and use of the Website, the Goods and the Services is subject to these Terms of Service (the **Terms**). By using the Website you confirm that you have read, understood and agree to be bound by them.

We may change these Terms at any time by publishing the new version on this page. The date at the top of the page shows when they last changed.`,
      },
      {
        id: 'acceptance',
        heading: 'Acceptance',
        body: `You accept the Terms by browsing the Website, by registering as a member or by placing an order, whichever happens first. If you do not agree to the Terms, please do not use the Website.

You may only accept the Terms if you are at least 18 years old, or if a parent or guardian who accepts the Terms on your behalf supervises your use of the Website, and if you are legally able to form a binding contract with us.`,
      },
      {
        id: 'registration',
        heading: 'Registration',
        body: `Some Services, such as order history and reviews, are available to registered members only. To register as a member you must give us accurate and complete details about yourself and keep them up to date.

You are responsible for keeping your login details confidential and for everything done with your account. Tell us straight away at [${supportEmail}](mailto:${supportEmail}) if you think someone else has used it.

We may refuse or cancel a registration at our discretion, for example where details given to us are false.`,
      },
      {
        id: 'member-obligations',
        heading: 'Member obligations',
        body: `As a member you agree:

- to use the Website only for lawful purposes and in the way these Terms allow;
- not to impersonate anyone or misrepresent your connection with any person or organisation;
- not to post reviews or other content that is false, misleading, defamatory, offensive or that infringes anyone's rights;
- not to interfere with the Website, its security or other people's use of it, including by scraping, automated ordering or uploading harmful code;
- not to resell Goods bought from us in commercial quantities without our written consent.`,
      },
      {
        id: 'purchase-and-returns',
        heading: 'Purchase and Returns',
        body: `All prices are shown in Australian dollars (AUD) and include GST where it applies. Shipping charges are shown before you pay.

Payment is taken through our third-party card payment provider. Your card details are entered directly with that provider and are never stored by us. By paying you also agree to the payment provider's terms. An order is accepted once payment is confirmed and we send you an order confirmation.

Returns are accepted at our discretion, and only for Goods that are unopened and in a saleable condition. This does not limit your rights under the Australian Consumer Law: the [Refunds Policy](/refunds-policy) explains what happens when Goods arrive damaged or faulty. To ask about a return, write to [${ordersEmail}](mailto:${ordersEmail}).`,
      },
      {
        id: 'delivery',
        heading: 'Delivery',
        body: `Goods are delivered by third-party carriers that we choose and which are not under our control. Delivery times shown on the Website are estimates given by the carrier.

Risk in the Goods passes to you on delivery to the address you gave us. Please check that address carefully: we are not responsible for Goods delivered to an incorrect address supplied by you. Orders to countries outside Australia may be subject to import duties and taxes, which are payable by you.`,
      },
      {
        id: 'copyright',
        heading: 'Copyright',
        body: `The Website and everything on it, including text, photographs, illustrations, brewing guides, logos and software, is owned by or licensed to us and protected by Australian and international copyright and trade mark law.

You may view and print pages for your personal, non-commercial use. You may not copy, reproduce, publish, adapt or distribute any part of the Website without our prior written consent.`,
      },
      {
        id: 'privacy',
        heading: 'Privacy',
        body: `We take your privacy seriously. Personal information you give us is handled in accordance with the Privacy Act 1988 (Cth) and our [Privacy Policy](/privacy-policy), which forms part of these Terms.`,
      },
      {
        id: 'disclaimer',
        heading: 'Disclaimer',
        body: `The information on the Website, including brewing instructions and descriptions of flavour and origin, is general in nature and provided in good faith. Tea is a natural product: colour, aroma and taste vary from harvest to harvest, and pictures are illustrative.

Nothing on the Website is health or medical advice. If you are pregnant, have a medical condition or take medication, ask your doctor before drinking herbal teas or caffeinated teas.

Except for any guarantee that cannot be excluded by law, the Website is provided "as is", and we do not warrant that it will be uninterrupted, error free or free of harmful components.`,
      },
      {
        id: 'limitation-of-liability',
        heading: 'Limitation of Liability',
        body: `Nothing in these Terms excludes, restricts or modifies any consumer guarantee, right or remedy you have under the Australian Consumer Law that cannot lawfully be excluded.

Where the law allows us to limit our liability for a failure to comply with a consumer guarantee, our liability is limited, at our option, to replacing the Goods or supplying equivalent Goods, repairing the Goods, paying the cost of replacing the Goods, or resupplying the Services.

To the extent permitted by law, we are not liable for any indirect or consequential loss, loss of profit or loss of data arising from your use of the Website or the Goods, and our total liability to you for any order is limited to the amount you paid for that order.`,
      },
      {
        id: 'termination',
        heading: 'Termination',
        body: `You may close your membership at any time by writing to [${supportEmail}](mailto:${supportEmail}).

We may suspend or end your membership or your access to the Website, without notice, if you breach these Terms or if we reasonably believe your use of the Website is unlawful or harms us or other members. Orders already accepted will be completed or refunded.`,
      },
      {
        id: 'indemnity',
        heading: 'Indemnity',
        body: `You agree to indemnify us, our employees and our agents against any claim, loss, liability or expense (including reasonable legal costs) arising from your breach of these Terms, your misuse of the Website or any content you post on it, except to the extent that the loss was caused by us.`,
      },
      {
        id: 'dispute-resolution',
        heading: 'Dispute Resolution',
        body: `If a dispute arises out of or in connection with these Terms, neither party may start court proceedings (except for urgent interlocutory relief) unless the following steps have been followed:

1. **Notice.** The party claiming that a dispute exists gives the other party written notice setting out the nature of the dispute, the outcome it wants and the action it thinks will settle the dispute.
2. **Negotiation.** On receipt of the notice, the parties must make every effort to resolve the dispute by negotiation within ${period(negotiationDays, 'day')}.
3. **Mediation.** If the dispute is not resolved by negotiation, either party may refer it to mediation in ${mediationCity}, with a mediator agreed by the parties or, failing agreement, appointed by the President of the Law Society of ${jurisdiction}. Each party pays its own costs and an equal share of the mediator's fees.

The mediation ends if the dispute has not been resolved ${period(mediationMonths, 'month')} after the mediator was appointed, or earlier if both parties agree. Everything said or written during negotiation and mediation is confidential and may not be used in any later proceedings.`,
      },
      {
        id: 'venue',
        heading: 'Venue',
        body: `The Goods and Services are supplied from ${mediationCity}, ${jurisdiction}. You agree that any proceedings about these Terms or the Website will be brought in the courts of ${jurisdiction}.`,
      },
      {
        id: 'governing-law',
        heading: 'Governing Law',
        body: `These Terms are governed by the laws of ${jurisdiction}, Australia. Each party submits to the exclusive jurisdiction of the courts of ${jurisdiction} and the courts that may hear appeals from them. This applies whether you use the Website in Australia or from overseas.`,
      },
      {
        id: 'severance',
        heading: 'Severance',
        body: `If any part of these Terms is found to be void or unenforceable by a court of competent jurisdiction, that part is severed and the rest of the Terms continue in full force.`,
      },
    ],
  };
}
