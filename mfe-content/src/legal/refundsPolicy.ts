import { REFUND_FIGURES, period } from './policyFigures';
import type { ContactDetails, LegalDocument } from './types';

export function refundsPolicy({ ordersEmail }: ContactDetails): LegalDocument {
  const f = REFUND_FIGURES;
  const email = `[${ordersEmail}](mailto:${ordersEmail})`;
  return {
    title: 'Refunds Policy',
    lastUpdated: '2025-07-01',
    intro:
      'We want every cup to be a good one. This policy explains what we do when something goes wrong with an order, and your rights under the Australian Consumer Law.',
    sections: [
      {
        id: 'your-rights',
        heading: 'Your rights under the Australian Consumer Law',
        body: `Our goods come with guarantees that cannot be excluded under the Australian Consumer Law (ACL). You are entitled to a replacement or refund for a major failure and compensation for any other reasonably foreseeable loss or damage. You are also entitled to have the goods repaired or replaced if the goods fail to be of acceptable quality and the failure does not amount to a major failure.

Nothing in this policy limits those rights.`,
      },
      {
        id: 'damaged-or-faulty',
        heading: 'Damaged or faulty goods',
        body: `Please check your order when it arrives. If goods are damaged in transit, faulty, or not what you ordered, tell us within ${period(f.damageClaimBusinessDays, 'business day')} of receipt, so that we can make a claim with the carrier while the evidence is fresh.

Write to ${email} with your order number, a short description of the problem and photos of the goods and the packaging. Please keep the goods and packaging until your claim is settled.`,
      },
      {
        id: 'change-of-mind',
        heading: 'Change of mind',
        body: `Tea is a food product, so we cannot accept returns of opened goods for a change of mind. We may, at our discretion, accept the return of unopened goods in a saleable condition. Ask us first at ${email}; return postage for a change of mind is paid by you.`,
      },
      {
        id: 'how-we-process',
        heading: 'How we process a claim',
        body: `We aim to process your claim within ${period(f.processingBusinessDays, 'business day')} of receiving it, and to notify you of its status within ${period(f.statusNoticeBusinessDays, 'business day')}.

Approved refunds are paid to the card used for the order. Your bank may take a few more days to show the refund on your statement.`,
      },
      {
        id: 'returns',
        heading: 'Returns',
        body: `Please do not send goods back before we have agreed a return with you: we will give you the return address and instructions. Where goods are faulty or were damaged in transit, we pay the return postage.

Returns contact: ${email}.`,
      },
    ],
  };
}
