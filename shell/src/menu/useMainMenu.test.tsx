import { renderHook, waitFor } from '@testing-library/react';
import { setApiFetch, setReadyAnswers, type ReadyAnswer } from '@sencha/platform';
import { useMainMenu } from './useMainMenu';
import type { MainMenu } from '@sencha/shared/contract';

const MENU = {
  teaTypes: [{ name: 'Green Tea', slug: 'green-tea' }],
  tisaneTypes: [],
  matchaTypes: [],
  teaFlavours: [],
  teaAccessories: [],
} as unknown as MainMenu;

const fetched = jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify(MENU) }));

/** The menu's ready answer, rendered on the server or not. (The hook fetches once per page load: the test that
 * fetches comes last.) */
function withMenuAnswer(rendered: boolean) {
  setApiFetch(fetched as unknown as typeof fetch);
  const answer: ReadyAnswer = { body: MENU, status: 200, durationMs: 5, rendered };
  setReadyAnswers((url) => (url.endsWith('/api/main-menu') ? answer : undefined));
}

describe('useMainMenu', () => {
  beforeEach(() => fetched.mockClear());
  afterEach(() => setReadyAnswers(() => undefined));

  it('renders the menu a server-rendered page came with at once, and fetches nothing', async () => {
    withMenuAnswer(true);
    const { result } = renderHook(() => useMainMenu());
    expect(result.current.teaTypes).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetched).not.toHaveBeenCalled();
  });

  it('on a page the browser renders, starts empty and fills the menu after the first render', async () => {
    withMenuAnswer(false);
    const { result } = renderHook(() => useMainMenu());
    expect(result.current.teaTypes).toHaveLength(0);
    await waitFor(() => expect(result.current.teaTypes).toHaveLength(1));
  });
});
