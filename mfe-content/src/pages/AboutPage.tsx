import { Markdown, canonicalUrl, usePageMetadata } from '@sencha/ui-kit';
import { CONTENT_PATHS } from '@sencha/shared/site-paths';
import { ABOUT_INTRO, ABOUT_STORIES } from '../about/about';
import styles from './AboutPage.module.css';

export default function AboutPage() {
  usePageMetadata({
    title: 'About - Sencha Tea',
    url: canonicalUrl(CONTENT_PATHS.about),
    description:
      'Sencha Tea is a Sydney tea merchant sourcing specialty tea directly from growers and shipping it worldwide.',
  });

  return (
    <article className={styles.page} aria-labelledby="about-title">
      <header className={styles.header}>
        <h1 id="about-title" className={styles.title}>
          About Sencha Tea
        </h1>
        <p className={styles.lead}>{ABOUT_INTRO}</p>
      </header>
      {ABOUT_STORIES.map((story, index) => (
        <section key={story.id} className={styles.story} aria-labelledby={`about-${story.id}`}>
          <figure className={`${styles.figure} ${index % 2 === 1 ? styles.figureEnd : ''}`}>
            <img
              src={story.image.src}
              alt={story.image.alt}
              width={story.image.width}
              height={story.image.height}
              className={styles.image}
              // The first illustration is above the fold; the others can wait until they are scrolled to.
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </figure>
          <div className={styles.text}>
            <h2 id={`about-${story.id}`} className={styles.heading}>
              {story.heading}
            </h2>
            <Markdown className={styles.prose}>{story.body}</Markdown>
          </div>
        </section>
      ))}
    </article>
  );
}
