import { useEffect } from 'react';

/**
 * Marks the document once the page's root has committed in the browser (`<html data-live="true">`): from then on
 * its links and buttons answer. A server-rendered page shows before that (docs/server-rendering.md#the-handover);
 * monitoring and the browser tests read the mark.
 */
export function useLiveMark(): void {
  useEffect(() => {
    document.documentElement.dataset.live = 'true';
  }, []);
}
