import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { ProductImage } from '@sencha/ui-kit/ui';
import { useFocusTrap } from './useFocusTrap';
import styles from './Lightbox.module.css';

export const LIGHTBOX_WIDTH = 2048;

export interface LightboxProps {
  src: string;
  alt: string;
  onClose: () => void;
}

/** The full-screen view of the main image: a modal dialog, closed by its button, Escape or the backdrop. */
export function Lightbox({ src, alt, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, true, onClose);

  useEffect(() => {
    // The page behind must not scroll under the overlay.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return createPortal(
    <div
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialog} className={styles.dialog} role="dialog" aria-modal="true" aria-label={alt}>
        <button type="button" className={styles.close} aria-label="Close full-screen image" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
        <ProductImage
          src={src}
          alt={alt}
          width={LIGHTBOX_WIDTH}
          height={LIGHTBOX_WIDTH}
          fit="contain"
          loading="eager"
          frameClassName={styles.frame}
        />
      </div>
    </div>,
    document.body,
  );
}
