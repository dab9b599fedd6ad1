import { loadSeed, readyJson } from '@sencha/platform';
import type { CheckedPage } from '../boot/pageReads';
import { readAnswersPerRequest, rendersInBrowserOnly, withAnswers } from './serverReads';

const page = (overrides: Partial<CheckedPage>): CheckedPage => ({
  reads: [],
  ready: false,
  leadImage: null,
  browserOnly: false,
  ...overrides,
});
const cartRead = {
  segments: ['', 'api', 'tea-item', { name: 'slug', rule: 'slug' as const }],
  from: 'storedCart' as const,
  max: 3,
};

describe('which pages the render server leaves to the browser', () => {
  it('leaves a page that reads the stored cart to the browser only when the hint says the cart has lines', () => {
    const cart = page({ reads: [cartRead] });
    expect(rendersInBrowserOnly(cart, 'filled')).toBe(true);
    expect(rendersInBrowserOnly(cart, 'empty')).toBe(false);
  });

  it('always leaves a page declared browser-only, and never a page that reads no cart', () => {
    expect(rendersInBrowserOnly(page({ browserOnly: true }), 'empty')).toBe(true);
    expect(rendersInBrowserOnly(page({}), 'filled')).toBe(false);
  });
});

describe('what a render reads as its own', () => {
  beforeAll(readAnswersPerRequest);

  it('gives each render its own answers and seed, however the renders interleave', async () => {
    const answer = (body: string) => ({ body, status: 200, durationMs: 1 });
    const renderReading = (body: string, seed: number) =>
      withAnswers({ answers: new Map([['/api/faq', answer(body)]]), seed }, async () => {
        await new Promise((resolve) => setTimeout(resolve, seed % 7));
        return [readyJson<string>('/api/faq'), loadSeed()];
      });
    expect(await Promise.all([renderReading('first', 12), renderReading('second', 5)])).toEqual([
      ['first', 12],
      ['second', 5],
    ]);
    // Outside any render there is nothing to read.
    expect(readyJson('/api/faq')).toBeUndefined();
  });
});
