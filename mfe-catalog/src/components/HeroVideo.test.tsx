import { render, screen } from '@testing-library/react';
import { HeroVideo } from './HeroVideo';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('HeroVideo', () => {
  it('autoplays the muted video with its poster, clipped to the final height until it plays', () => {
    mockReducedMotion(false);
    render(<HeroVideo />);
    const video = screen.getByTestId('hero-video') as HTMLVideoElement;
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('poster');
    expect(video.style.clipPath).toBe('inset(0 0 41.5% 0)');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('True Teas for Masters');
  });

  it('loops back to 9.6 s on timeupdate at 29 s', () => {
    mockReducedMotion(false);
    render(<HeroVideo />);
    const video = screen.getByTestId('hero-video') as HTMLVideoElement;
    video.currentTime = 29.1;
    video.dispatchEvent(new Event('timeupdate'));
    expect(video.currentTime).toBeCloseTo(9.6);
  });

  it('shows only the poster, without autoplay, when reduced motion is asked for', () => {
    mockReducedMotion(true);
    const { container } = render(<HeroVideo />);
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', 'test-file-stub');
  });
});
