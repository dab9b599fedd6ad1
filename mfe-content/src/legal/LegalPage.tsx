import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigate } from '@sencha/platform/react-router';
import { Markdown, canonicalUrl, formatLongDateUtc, usePageMetadata } from '@sencha/ui-kit';
import type { LegalDocument } from './types';
import styles from './LegalPage.module.css';

export interface LegalPageProps {
  content: LegalDocument;
  /** The browser tab title, which for most policies differs from the heading (' - Sencha Tea'). */
  pageTitle: string;
  description: string;
  /** The page's own address (CONTENT_PATHS), its canonical URL however the shopper spelled it. */
  path: string;
}

// Parsed as UTC and formatted in UTC so the date never shifts a day with the reader's time zone.
function formatDate(isoDate: string): string {
  return formatLongDateUtc(new Date(`${isoDate}T00:00:00Z`));
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Moves to a section without a router navigation, so the shell's scroll-to-top does not undo it. */
function goToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  if (typeof target.scrollIntoView === 'function')
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  // Keep the router's state object so back/forward still work; the hash only makes the section linkable.
  window.history.replaceState(window.history.state, '', `#${id}`);
}

/** Title, 'Last updated', contents with in-page anchors, and one markdown section per heading. */
export function LegalPage({ content: legal, pageTitle, description, path }: LegalPageProps) {
  usePageMetadata({ title: pageTitle, description, url: canonicalUrl(path) });
  const navigate = useNavigate();
  const { hash } = useLocation();
  const scrolledToHash = useRef(false);

  // A deep link such as /privacy-policy#complaints arrives before this remote has rendered, so the
  // browser's own jump to the fragment found nothing: do it once the sections exist.
  useEffect(() => {
    if (scrolledToHash.current || !hash) return;
    scrolledToHash.current = true;
    const id = decodeURIComponent(hash.slice(1));
    if (legal.sections.some((section) => section.id === id)) goToSection(id);
  }, [hash, legal.sections]);

  const onContentsClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    goToSection(id);
  };

  // Markdown renders plain anchors; links to other shop pages go through the router instead of reloading the shop.
  const onBodyClick = (event: MouseEvent<HTMLElement>) => {
    if (!isPlainLeftClick(event) || !(event.target instanceof Element)) return;
    const anchor = event.target.closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <header className={styles.header}>
        <h1 id="legal-title" className={styles.title}>
          {legal.title}
        </h1>
        <p className={styles.updated}>
          Last updated: <time dateTime={legal.lastUpdated}>{formatDate(legal.lastUpdated)}</time>
        </p>
        {legal.intro ? <Markdown className={styles.intro}>{legal.intro}</Markdown> : null}
      </header>

      <nav className={styles.contents} aria-labelledby="legal-contents">
        <h2 id="legal-contents" className={styles.contentsHeading}>
          Contents
        </h2>
        <ol className={styles.contentsList}>
          {legal.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} onClick={(event) => onContentsClick(event, section.id)}>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {/* Click delegation only: the links inside stay ordinary, keyboard-reachable anchors. */}
      <div className={styles.body} onClick={onBodyClick}>
        {legal.sections.map((section) => (
          <section key={section.id} className={styles.section} aria-labelledby={section.id}>
            <h2 id={section.id} tabIndex={-1} className={styles.sectionHeading}>
              {section.heading}
            </h2>
            <Markdown className={styles.prose}>{section.body}</Markdown>
          </section>
        ))}
      </div>
    </article>
  );
}
