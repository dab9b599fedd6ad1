import { useEffect, useRef, useState } from 'react';
import { frameHeight } from './frameHeight';
import styles from './CheckoutForm.module.css';

/**
 * The sandbox provider's card form (served by the API on the shop's own origin) in an iframe, as tall as the form
 * says it is (it posts its height whenever it changes), so nothing inside it scrolls or is cut off. Once paid,
 * the form takes the whole window to /checkout/{sessionId}.
 */
export function SandboxPaymentForm({ url }: { url: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const origin = new URL(url, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      // Only our frame's own page: another window or origin could post the same shape.
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const next = frameHeight(event.data);
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url]);
  return (
    <div className={styles.frameBox}>
      <iframe
        ref={frame}
        className={styles.frame}
        src={url}
        title="Payment form (test payments)"
        style={height === null ? undefined : { height }}
      />
    </div>
  );
}
