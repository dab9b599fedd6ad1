import { useEffect, useRef, useState } from 'react';
import heroVideo from '../assets/hero.mp4';
import heroPoster from '../assets/hero-poster.webp';
import { usePrefersReducedMotion } from '../hooks/useMediaQuery';
import {
  HERO_LOOP_START,
  HERO_REVEAL_MAX_CLIP,
  clipPathFor,
  heroContainerHeight,
  loopTarget,
  revealClipPercent,
} from '../lib/heroTiming';
import styles from './HeroVideo.module.css';

/** The video's own size (its aspect ratio reserves the box before anything loads). */
const VIDEO_WIDTH = 960;
const VIDEO_HEIGHT = 540;

/**
 * The home hero. The container reserves only the part of the video that stays visible after the reveal;
 * until then the video overlaps what follows and the clip uncovers it, so the page below never moves.
 */
export function HeroVideo() {
  const reducedMotion = usePrefersReducedMotion();
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [height, setHeight] = useState<number | null>(null);

  // The container follows the video's rendered height: the width is fluid, the height is not CSS-derived.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setHeight(heroContainerHeight(entry.contentRect.height));
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  // The clip follows currentTime on every frame while playing: timeupdate alone (~4 Hz) would step.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || reducedMotion) return undefined;
    let frameId = 0;
    let running = false;
    const paint = () => {
      // A paused video (autoplay refused, or stopped) never covers what follows.
      const percent = video.paused ? HERO_REVEAL_MAX_CLIP : revealClipPercent(video.currentTime);
      video.style.clipPath = clipPathFor(percent);
      running = !video.paused;
      if (running) frameId = requestAnimationFrame(paint);
    };
    // Autoplay may have started before this effect ran, so any sign of playback (re)starts the loop.
    const ensurePainting = () => {
      if (!running) paint();
    };
    const onTimeUpdate = () => {
      const target = loopTarget(video.currentTime);
      if (target !== null) video.currentTime = target;
      ensurePainting();
    };
    const onEnded = () => {
      video.currentTime = HERO_LOOP_START;
      void video.play().catch(() => undefined);
    };
    if (!video.paused) ensurePainting();
    video.addEventListener('playing', ensurePainting);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('ended', onEnded);
    return () => {
      cancelAnimationFrame(frameId);
      video.removeEventListener('playing', ensurePainting);
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('ended', onEnded);
    };
  }, [reducedMotion]);

  return (
    <section
      className={styles.hero}
      style={height !== null ? { height } : undefined}
      aria-labelledby="home-title"
    >
      <div ref={frameRef} className={styles.frame}>
        {reducedMotion ? (
          <img
            src={heroPoster}
            alt=""
            width={VIDEO_WIDTH}
            height={VIDEO_HEIGHT}
            className={styles.media}
            style={{ clipPath: clipPathFor(HERO_REVEAL_MAX_CLIP) }}
          />
        ) : (
          <video
            ref={videoRef}
            className={styles.media}
            src={heroVideo}
            poster={heroPoster}
            width={VIDEO_WIDTH}
            height={VIDEO_HEIGHT}
            // Until it plays (or if autoplay is refused) the poster shows already clipped to its final size.
            style={{ clipPath: clipPathFor(HERO_REVEAL_MAX_CLIP) }}
            autoPlay
            muted
            playsInline
            preload="auto"
            aria-hidden="true"
            tabIndex={-1}
            data-testid="hero-video"
          />
        )}
      </div>
      <div className={styles.caption}>
        <h1 id="home-title" className={styles.title}>
          <span className={styles.brand}>Sencha Tea</span>
          <span className={styles.tagline}>True Teas for Masters</span>
        </h1>
      </div>
    </section>
  );
}
