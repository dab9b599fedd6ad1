import { useEffect, useRef, useState } from 'react';
import heroVideo from './hero.mp4';
import heroPoster from './hero-poster.webp?inline';
import { useAfterPaintOf } from './useAfterPaintOf';
import { usePrefersReducedMotion } from '../home/useMediaQuery';
import {
  HERO_LOOP_START,
  HERO_REVEAL_MAX_CLIP,
  HERO_START_GRACE_MS,
  clipPathFor,
  heroContainerHeight,
  heroPhaseFor,
  loopTarget,
  revealClipPercent,
  type HeroPhase,
} from './heroTiming';
import styles from './HeroVideo.module.css';

/** The video's own size (its aspect ratio reserves the box before anything loads). */
const VIDEO_WIDTH = 960;
const VIDEO_HEIGHT = 540;

export interface HeroVideoProps {
  /**
   * Called when the video starts or stops covering what follows it, so the page can hide and make inert the
   * section underneath until it is uncovered (never called with reduced motion: the final state is at once).
   */
  onPhaseChange?: (phase: HeroPhase) => void;
}

/**
 * The home hero. The container reserves only the part of the video that stays visible after the reveal;
 * until then the video overlaps what follows and the clip uncovers it, so the page below never moves.
 */
export function HeroVideo({ onPhaseChange }: HeroVideoProps) {
  const reducedMotion = usePrefersReducedMotion();
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  // The poster is the page's largest paint; the 160 kB video would share the phone's bandwidth with it.
  const posterShown = useAfterPaintOf(heroPoster);

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

  // The clip follows currentTime on every frame while playing: timeupdate alone (~4 Hz) would step. Once the
  // final state is reached (or the video cannot play its intro) it stays: the page never gets covered again.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || reducedMotion) return undefined;
    let frameId = 0;
    let running = false;
    let settled = false;
    let reported: HeroPhase | null = null;
    const paint = () => {
      const percent = settled ? HERO_REVEAL_MAX_CLIP : revealClipPercent(video.currentTime);
      video.style.clipPath = clipPathFor(percent);
      const phase = heroPhaseFor(percent);
      if (phase === 'revealed') settled = true;
      if (phase !== reported) {
        reported = phase;
        onPhaseChange?.(phase);
      }
      running = !video.paused && !settled;
      if (running) frameId = requestAnimationFrame(paint);
    };
    const settle = () => {
      settled = true;
      cancelAnimationFrame(frameId);
      paint();
    };
    // Refused autoplay, a slow network, a stall, a decoding error or a pause (browsers pause muted videos that
    // scroll out of view) before the reveal: show the final state rather than keep the section covered.
    let grace = window.setTimeout(settle, HERO_START_GRACE_MS);
    const onStall = () => {
      window.clearTimeout(grace);
      if (!settled) grace = window.setTimeout(settle, HERO_START_GRACE_MS);
    };
    // Autoplay may have started before this effect ran, so any sign of playback (re)starts the loop.
    const ensurePainting = () => {
      window.clearTimeout(grace);
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
    const onPause = () => {
      if (!video.ended) settle();
    };
    paint();
    video.addEventListener('playing', ensurePainting);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('ended', onEnded);
    video.addEventListener('pause', onPause);
    video.addEventListener('error', settle);
    video.addEventListener('waiting', onStall);
    video.addEventListener('stalled', onStall);
    return () => {
      window.clearTimeout(grace);
      cancelAnimationFrame(frameId);
      video.removeEventListener('playing', ensurePainting);
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('ended', onEnded);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('error', settle);
      video.removeEventListener('waiting', onStall);
      video.removeEventListener('stalled', onStall);
    };
  }, [reducedMotion, onPhaseChange, posterShown]);

  return (
    <section
      className={styles.hero}
      style={height !== null ? { height } : undefined}
      aria-labelledby="home-title"
    >
      <div ref={frameRef} className={styles.frame}>
        {reducedMotion || !posterShown ? (
          // With reduced motion the poster is all there is. Otherwise it stands alone until it has painted: a
          // video element can hold the page's first frame back while the browser sets up playback
          // (docs/server-rendering.md#first-paint).
          <img
            src={heroPoster}
            alt=""
            width={VIDEO_WIDTH}
            height={VIDEO_HEIGHT}
            className={styles.media}
            style={{ clipPath: clipPathFor(reducedMotion ? HERO_REVEAL_MAX_CLIP : 0) }}
            data-testid="hero-poster"
          />
        ) : (
          <video
            ref={videoRef}
            className={styles.media}
            src={heroVideo}
            poster={heroPoster}
            width={VIDEO_WIDTH}
            height={VIDEO_HEIGHT}
            // The poster stands for the intro's first frame until playback starts (or the grace time ends).
            style={{ clipPath: clipPathFor(0) }}
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
