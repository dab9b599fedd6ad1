import { useCallback, useEffect, useRef } from 'react';
import { useAlerts, type Alert } from '@sencha/platform';

/**
 * The cart page's alerts, raised through the shell's one-at-a-time toast. They are about this page: when the
 * shopper leaves it (for /checkout, say), the one still showing is dismissed rather than left over the next
 * page's form.
 */
export function useShippingAlerts(): (alert: Alert) => void {
  const alerts = useAlerts();
  const last = useRef<number | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Checked a moment later: React's StrictMode unmounts and mounts again at once in development, and that
      // is not the shopper leaving. closeAlert does nothing once another alert has replaced ours.
      queueMicrotask(() => {
        if (!mounted.current && last.current !== null) alerts.close(last.current);
      });
    };
  }, [alerts]);
  return useCallback(
    (alert: Alert) => {
      last.current = alerts.show(alert);
    },
    [alerts],
  );
}
