import { useEffect } from 'react';
import { useLocation, useNavigate } from '@sencha/platform/react-router';
import { gateRedirect, useFlags } from '@sencha/platform';

/**
 * Navigation handling is debounced so quick successive changes cause one redirect
 * (docs/product-rules/navigation.md#flags-gate).
 */
export const GATE_DEBOUNCE_MS = 100;

/** Sends shoppers to /maintenance or /coming-soon (and back to returnUrl) as the flags say. */
export function useFlagGate(): void {
  const { values, ready } = useFlags();
  const location = useLocation();
  const navigate = useNavigate();
  const maintenance = values['maintenance-mode'];
  const comingSoon = values['coming-soon'];
  const url = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => {
      const target = gateRedirect({ maintenance, comingSoon, url });
      if (target) void navigate(target, { replace: true });
    }, GATE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [ready, maintenance, comingSoon, url, navigate]);
}
