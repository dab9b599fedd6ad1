import { COHORT_COOKIE, bucketOf, ensureCohort, randomBucket, readCohort } from './cohort';

/** A document whose cookie jar records every write, as a browser's would take it. */
function docWith(cookie: string, protocol = 'http:') {
  const writes: string[] = [];
  const doc = {
    location: { protocol },
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      writes.push(value);
    },
  } as unknown as Document;
  return { doc, writes };
}

describe('the cohort cookie', () => {
  it('reads an integer bucket from 0 to 99, and nothing else', () => {
    expect(readCohort(`a=1; ${COHORT_COOKIE}=0`)).toBe(0);
    expect(readCohort(`${COHORT_COOKIE}=99; b=2`)).toBe(99);
    for (const bad of ['100', '-1', '07', '5.5', '', 'x', '1e1', ' 5'])
      expect(readCohort(`${COHORT_COOKIE}=${bad}`)).toBeNull();
    expect(readCohort('other=5')).toBeNull();
  });

  it('reads a bucket named elsewhere (nginx’s X-Sencha-Cohort) by the same rule', () => {
    expect(bucketOf('0')).toBe(0);
    expect(bucketOf('42')).toBe(42);
    for (const bad of [undefined, '', '100', '07', 'x']) expect(bucketOf(bad)).toBeNull();
  });

  it('keeps a valid cookie as it is: the same bucket on every load', () => {
    const { doc, writes } = docWith(`${COHORT_COOKIE}=42`);
    expect(ensureCohort(doc, () => 7)).toBe(42);
    expect(writes).toEqual([]);
  });

  it('replaces a missing or malformed cookie with a fresh bucket, for a year, site-wide', () => {
    for (const cookie of ['', `${COHORT_COOKIE}=abc`, `${COHORT_COOKIE}=100`]) {
      const { doc, writes } = docWith(cookie);
      expect(ensureCohort(doc, () => 7)).toBe(7);
      expect(writes).toEqual([`${COHORT_COOKIE}=7; Path=/; Max-Age=31536000; SameSite=Lax`]);
    }
    const { doc, writes } = docWith('', 'https:');
    ensureCohort(doc, () => 3);
    expect(writes).toEqual([`${COHORT_COOKIE}=3; Path=/; Max-Age=31536000; SameSite=Lax; Secure`]);
  });

  it('draws uniformly: draws of 200 and above are thrown away', () => {
    const draws = [255, 200, 199];
    expect(randomBucket(() => draws.shift() ?? 0)).toBe(99);
    expect(randomBucket(() => 0)).toBe(0);
    const bucket = randomBucket();
    expect(Number.isInteger(bucket) && bucket >= 0 && bucket < 100).toBe(true);
  });
});
