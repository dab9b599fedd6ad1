import { useImageUrl } from '@sencha/ui-kit';
import { ProductImage, Skeleton, VisuallyHidden } from '@sencha/ui-kit/ui';
import { useBlogPosts } from './useBlogPosts';
import { formatPostDate, isoDate } from './blogFeed';
import styles from './BlogList.module.css';
import { BLOG_LOADING_HEIGHT } from './blogLayout';

/** Blog artwork is 1200 x 630 (share-image size); cards show it at up to 800 wide. */
const BLOG_IMAGE_WIDTH = 800;
const BLOG_IMAGE_HEIGHT = 420;

export function BlogList() {
  const imageUrl = useImageUrl();
  const { data: posts, loading } = useBlogPosts();
  // Without posts there is nothing to read: the section stays out rather than showing an empty heading.
  if (!loading && (!posts || posts.length === 0)) return null;

  return (
    <section className={styles.section} aria-labelledby="blog-heading">
      <h2 id="blog-heading" className={styles.heading}>
        Latest Blog Posts
      </h2>
      {posts ? (
        <ul className={styles.cards}>
          {posts.map((post) => (
            <li key={post.link} className={styles.card}>
              <ProductImage
                src={imageUrl(post.imageUrl, { width: BLOG_IMAGE_WIDTH })}
                alt={post.title}
                width={BLOG_IMAGE_WIDTH}
                height={BLOG_IMAGE_HEIGHT}
                fill
              />
              <div className={styles.body}>
                <h3 className={styles.title}>{post.title}</h3>
                <time className={styles.date} dateTime={isoDate(post.pubDate)}>
                  {formatPostDate(post.pubDate)}
                </time>
                <p className={styles.description}>{post.description}</p>
                <a className={styles.more} href={post.link} target="_blank" rel="noopener noreferrer">
                  Read More
                  <VisuallyHidden>{`: ${post.title} (opens in a new tab)`}</VisuallyHidden>
                </a>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <Skeleton variant="block" height={BLOG_LOADING_HEIGHT} label="Loading blog posts…" />
      )}
    </section>
  );
}
