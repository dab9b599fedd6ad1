import {
  RENDERED_MARK,
  parseServerState,
  renderedAnswers,
  scriptSafeJson,
  serverStateElement,
  untilServerState,
} from './serverState';

const state = {
  pointer: { catalog: '/remotes/catalog/1.0.0/mf-manifest.json' },
  cohort: 42,
  answers: {
    '/api/faq': { body: [{ question: '</script><script>alert(1)</script>' }], status: 200, durationMs: 3 },
  },
  store: { cart: { items: [] } },
  seed: 4_000_000_000,
  carouselLeads: true,
};

describe('the server state a page carries', () => {
  it('cannot end its script element, whatever the answers hold', () => {
    const element = serverStateElement(state);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(element.endsWith('</script>')).toBe(true);
    expect(scriptSafeJson('\u2028<!--')).toBe('"\\u2028\\u003c!--"');
  });

  it('reads back what the server wrote', () => {
    const text = /<script[^>]*>(.*)<\/script>/s.exec(serverStateElement(state))?.[1] ?? '';
    expect(parseServerState(text)).toEqual(state);
  });

  it('reads a carousel that led the page only from a true', () => {
    for (const carouselLeads of ['true', 1, null, undefined])
      expect(parseServerState(JSON.stringify({ ...state, carouselLeads }))?.carouselLeads).toBe(false);
  });

  it.each([
    ['not JSON', '{'],
    ['no cohort', JSON.stringify({ ...state, cohort: undefined })],
    ['a cohort out of range', JSON.stringify({ ...state, cohort: 100 })],
    ['no seed', JSON.stringify({ ...state, seed: undefined })],
    ['a seed that is no 32-bit whole number', JSON.stringify({ ...state, seed: 2 ** 32 })],
    ['a negative seed', JSON.stringify({ ...state, seed: -1 })],
    ['answers that are no list of answers', JSON.stringify({ ...state, answers: { '/api/faq': 'x' } })],
    [
      'too many answers',
      JSON.stringify({
        ...state,
        answers: Object.fromEntries(
          Array.from({ length: 9 }, (_, index) => [`/api/${index}`, { body: 1, status: 200, durationMs: 1 }]),
        ),
      }),
    ],
  ])('is no state at all when it is %s', (_, text) => {
    expect(parseServerState(text)).toBeNull();
  });

  it('keys the answers by absolute URL, as the boot’s hand-over does', () => {
    const answers = renderedAnswers(state, 'https://shop.example/frequently-asked-questions');
    expect([...answers.keys()]).toEqual(['https://shop.example/api/faq']);
    expect(renderedAnswers(null, 'https://shop.example/').size).toBe(0);
  });
});

describe('a page the server is still sending', () => {
  afterEach(() => document.head.querySelector('meta[name="sencha-render"]')?.remove());

  it('is waited for only when the head says the server renders it and the document is still loading', async () => {
    expect(untilServerState(document)).toBeNull();
    document.head.insertAdjacentHTML('beforeend', RENDERED_MARK);
    // jsdom's document has finished loading: the state, if any, is in.
    expect(untilServerState(document)).toBeNull();
    const loading = document.implementation.createHTMLDocument('');
    loading.head.insertAdjacentHTML('beforeend', RENDERED_MARK);
    Object.defineProperty(loading, 'readyState', { value: 'loading' });
    const waiting = untilServerState(loading);
    expect(waiting).toBeInstanceOf(Promise);
    loading.dispatchEvent(new Event('DOMContentLoaded'));
    await waiting;
  });
});
