import { useEffect } from 'react';

/** Puts a JSON-LD script in document.head while the component is mounted (and replaces it when data changes). */
export function useJsonLd(data: object | null, id: string): void {
  const json = data === null ? null : JSON.stringify(data);
  useEffect(() => {
    if (json === null) return undefined;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = id;
    // '<' escaped so a description can never close the script element early.
    script.textContent = json.replace(/</g, '\\u003c');
    document.head.appendChild(script);
    return () => script.remove();
  }, [json, id]);
}
