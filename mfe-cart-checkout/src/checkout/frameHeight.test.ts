import { frameHeight, HEIGHT_MESSAGE_TYPE, MAX_FRAME_HEIGHT } from './frameHeight';

describe('frameHeight', () => {
  it('reads the height of a well-formed message, rounded up to a whole pixel', () => {
    expect(frameHeight({ type: HEIGHT_MESSAGE_TYPE, height: 912 })).toBe(912);
    expect(frameHeight({ type: HEIGHT_MESSAGE_TYPE, height: 911.2 })).toBe(912);
  });

  it.each([
    ['nothing', undefined],
    ['a string', '912'],
    ['another type', { type: 'other', height: 912 }],
    ['a height as text', { type: HEIGHT_MESSAGE_TYPE, height: '912' }],
    ['no height', { type: HEIGHT_MESSAGE_TYPE }],
    ['NaN', { type: HEIGHT_MESSAGE_TYPE, height: Number.NaN }],
    ['Infinity', { type: HEIGHT_MESSAGE_TYPE, height: Number.POSITIVE_INFINITY }],
    ['zero', { type: HEIGHT_MESSAGE_TYPE, height: 0 }],
    ['a negative height', { type: HEIGHT_MESSAGE_TYPE, height: -10 }],
    ['a height no form has', { type: HEIGHT_MESSAGE_TYPE, height: MAX_FRAME_HEIGHT + 1 }],
  ])('refuses %s', (_what, data) => {
    expect(frameHeight(data)).toBeNull();
  });
});
