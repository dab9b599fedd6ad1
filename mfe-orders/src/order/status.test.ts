import { isDelivered, orderStatus } from './status';

const at = (state: string) => [{ state, createdAt: '2026-11-20T10:00:00.000Z' }];

describe('orderStatus', () => {
  it.each([
    ['pending', 'yellow'],
    ['Created', 'yellow'],
    ['processing', 'blue'],
    ['IN TRANSIT', 'blue'],
    ['completed', 'green'],
    ['delivered', 'green'],
    ['cancelled', 'red'],
    ['returned', 'neutral'],
  ])('%s is %s', (state, tone) => {
    expect(orderStatus(at(state))).toEqual({ state, tone });
  });

  it('reads the first (newest) state, and is neutral without one', () => {
    expect(orderStatus([...at('delivered'), ...at('in transit')]).tone).toBe('green');
    expect(orderStatus([])).toEqual({ state: '', tone: 'neutral' });
    expect(isDelivered([...at('Delivered'), ...at('pending')])).toBe(true);
    expect(isDelivered([...at('in transit'), ...at('delivered')])).toBe(false);
  });
});
