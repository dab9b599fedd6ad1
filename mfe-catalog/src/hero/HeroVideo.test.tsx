import { render, screen, waitFor } from '@testing-library/react';
import { HERO_START_GRACE_MS } from './heroTiming';
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
  it('autoplays the muted video with its poster covering what follows until the intro plays', () => {
    mockReducedMotion(false);
    render(<HeroVideo />);
    const video = screen.getByTestId('hero-video') as HTMLVideoElement;
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('poster');
    expect(video.style.clipPath).toBe('inset(0 0 0% 0)');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('True Teas for Masters');
  });

  it('starts downloading the video only once its poster has been painted', async () => {
    mockReducedMotion(false);
    render(<HeroVideo />);
    const video = screen.getByTestId('hero-video') as HTMLVideoElement;
    expect(video).not.toHaveAttribute('src');
    await waitFor(() => expect(video).toHaveAttribute('src', 'test-file-stub'));
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

  describe('phases', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    const setup = () => {
      mockReducedMotion(false);
      const onPhaseChange = jest.fn();
      render(<HeroVideo onPhaseChange={onPhaseChange} />);
      const video = screen.getByTestId('hero-video') as HTMLVideoElement;
      return { onPhaseChange, video };
    };

    it('reports covering at once, then the final state when the video has not started within the grace time', () => {
      const { onPhaseChange, video } = setup();
      expect(onPhaseChange).toHaveBeenLastCalledWith('covering');
      jest.advanceTimersByTime(HERO_START_GRACE_MS - 1);
      expect(onPhaseChange).toHaveBeenLastCalledWith('covering');
      jest.advanceTimersByTime(1);
      expect(onPhaseChange).toHaveBeenLastCalledWith('revealed');
      expect(video.style.clipPath).toBe('inset(0 0 41.5% 0)');
    });

    it('follows currentTime through the reveal once playing, and never covers again after it', () => {
      const { onPhaseChange, video } = setup();
      video.currentTime = 6.5;
      video.dispatchEvent(new Event('timeupdate'));
      expect(onPhaseChange).toHaveBeenLastCalledWith('revealing');
      // Playback started, so the grace time no longer applies.
      jest.advanceTimersByTime(HERO_START_GRACE_MS * 2);
      expect(onPhaseChange).toHaveBeenLastCalledWith('revealing');
      video.currentTime = 7;
      video.dispatchEvent(new Event('timeupdate'));
      expect(onPhaseChange).toHaveBeenLastCalledWith('revealed');
      video.currentTime = 1;
      video.dispatchEvent(new Event('timeupdate'));
      expect(onPhaseChange).toHaveBeenLastCalledWith('revealed');
      expect(video.style.clipPath).toBe('inset(0 0 41.5% 0)');
    });

    it('shows the final state when the intro stalls for the grace time after it started', () => {
      const { onPhaseChange, video } = setup();
      video.currentTime = 1;
      video.dispatchEvent(new Event('timeupdate'));
      video.dispatchEvent(new Event('waiting'));
      jest.advanceTimersByTime(HERO_START_GRACE_MS - 1);
      expect(onPhaseChange).toHaveBeenLastCalledWith('covering');
      jest.advanceTimersByTime(1);
      expect(onPhaseChange).toHaveBeenLastCalledWith('revealed');
    });

    it.each(['error', 'pause'])('shows the final state at once on %s during the intro', (event) => {
      const { onPhaseChange, video } = setup();
      video.currentTime = 2.5;
      video.dispatchEvent(new Event('timeupdate'));
      expect(onPhaseChange).toHaveBeenLastCalledWith('covering');
      video.dispatchEvent(new Event(event));
      expect(onPhaseChange).toHaveBeenLastCalledWith('revealed');
    });
  });
});
