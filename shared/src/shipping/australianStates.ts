/** Australia's states and territories: the address form offers the codes, the API reads a name or a code. */
export const AU_STATE_NAMES = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
} as const;
export type AuState = keyof typeof AU_STATE_NAMES;

/** The codes, in alphabetical order (the address form's list). */
export const AU_STATES = Object.keys(AU_STATE_NAMES) as AuState[];
