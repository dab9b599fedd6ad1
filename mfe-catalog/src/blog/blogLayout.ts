/** The height the blog list holds while its code and posts load (and before it nears the viewport). */
export const BLOG_LOADING_HEIGHT = 360;
