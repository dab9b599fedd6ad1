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
  it('autoplays the muted video with its poster covering what follows until the intro plays', async () => {
    mockReducedMotion(false);
    render(<HeroVideo />);
    const video = (await screen.findByTestId('hero-video')) as HTMLVideoElement;
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('poster');
    expect(video.style.clipPath).toBe('inset(0 0 0% 0)');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('True Teas for Masters');
  });

  it('shows the poster as a picture, and starts the video only once the poster has been painted', async () => {
    mockReducedMotion(false);
    const { container } = render(<HeroVideo />);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByTestId('hero-poster')).toHaveStyle({ clipPath: 'inset(0 0 0% 0)' });
    await waitFor(() => expect(screen.getByTestId('hero-video')).toHaveAttribute('src', 'test-file-stub'));
    expect(screen.queryByTestId('hero-poster')).toBeNull();
  });

  it('loops back to 9.6 s on timeupdate at 29 s', async () => {
    mockReducedMotion(false);
    render(<HeroVideo />);
    const video = (await screen.findByTestId('hero-video')) as HTMLVideoElement;
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

    /** The video, once its poster has painted. */
    const setup = async () => {
      mockReducedMotion(false);
      const onPhaseChange = jest.fn();
      render(<HeroVideo onPhaseChange={onPhaseChange} />);
      const video = (await screen.findByTestId('hero-video')) as HTMLVideoElement;
      return { onPhaseChange, video };
    };

    it('reports covering at once, then the final state when the video has not started within the grace time', async () => {
      const { onPhaseChange, video } = await setup();
      expect(onPhaseChange).toHaveBeenLastCalledWith('covering');
      jest.advanceTimersByTime(HERO_START_GRACE_MS - 1);
      expect(onPhaseChange).toHaveBeenLastCalledWith('covering');
      jest.advanceTimersByTime(1);
      expect(onPhaseChange).toHaveBeenLastCalledWith('revealed');
      expect(video.style.clipPath).toBe('inset(0 0 41.5% 0)');
    });

    it('follows currentTime through the reveal once playing, and never covers again after it', async () => {
      const { onPhaseChange, video } = await setup();
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

    it('shows the final state when the intro stalls for the grace time after it started', async () => {
      const { onPhaseChange, video } = await setup();
      video.currentTime = 1;
      video.dispatchEvent(new Event('timeupdate'));
      video.dispatchEvent(new Event('waiting'));
      jest.advanceTimersByTime(HERO_START_GRACE_MS - 1);
      expect(onPhaseChange).toHaveBeenLastCalledWith('covering');
      jest.advanceTimersByTime(1);
      expect(onPhaseChange).toHaveBeenLastCalledWith('revealed');
    });

    it.each(['error', 'pause'])('shows the final state at once on %s during the intro', async (event) => {
      const { onPhaseChange, video } = await setup();
      video.currentTime = 2.5;
      video.dispatchEvent(new Event('timeupdate'));
      expect(onPhaseChange).toHaveBeenLastCalledWith('covering');
      video.dispatchEvent(new Event(event));
      expect(onPhaseChange).toHaveBeenLastCalledWith('revealed');
    });
  });
});
