/**
 * Every period and figure the policies quote (docs/product-rules/content.md#policy-figures). The texts read them from
 * here so that a change of policy is one edit, and the tests check the rendered pages against the same
 * numbers.
 */

export const OFFICE_HOURS = '9:30am-4:30pm Monday to Friday';

export const POSTAL_ADDRESS = {
  recipient: 'Sencha Tea',
  line: 'PO Box 1140',
  locality: 'Sydney',
  state: 'NSW',
  postcode: '2001',
  country: 'Australia',
} as const;

export const PRIVACY_FIGURES = {
  optOutBusinessDays: 7,
  recordsMaxYears: 7,
  activeDataDays: 62,
  complaintAcknowledgeBusinessDays: 7,
  complaintResolveBusinessDays: 14,
  complaintRecordMonths: 12,
  escalationReviewBusinessDays: 3,
} as const;

export const REFUND_FIGURES = {
  damageClaimBusinessDays: 7,
  processingBusinessDays: 2,
  statusNoticeBusinessDays: 3,
} as const;

export const TERMS_FIGURES = {
  negotiationDays: 28,
  mediationMonths: 2,
  mediationCity: 'Sydney',
  jurisdiction: 'New South Wales',
} as const;

export const SECURITY_FIGURES = {
  responseBusinessDays: 2,
  preferredCvssVersion: '3.1',
} as const;

export const MAINTENANCE_ESTIMATE = '30 minutes';

/** "7 business days", "1 year": the texts never hand-write a number next to its unit. */
export function period(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

export function postalAddressLines(): string[] {
  const a = POSTAL_ADDRESS;
  return [a.recipient, a.line, `${a.locality} ${a.state} ${a.postcode}`, a.country];
}
