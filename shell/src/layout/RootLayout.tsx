import { Outlet } from '@sencha/platform/react-router';
import { useFlagGate } from '../flags/useFlagGate';
import { NavigationEffects } from '../navigation/NavigationEffects';
import { ToastHost } from '../toasts/ToastHost';
import { Footer } from './Footer';
import { TopNav } from './TopNav';
import styles from './RootLayout.module.css';

/** Top navigation, routed content, footer; the toast host sits top right above everything. */
export function RootLayout() {
  useFlagGate();
  return (
    <div className={styles.layout}>
      <a href="#content" className={styles.skipLink}>
        Skip to content
      </a>
      <TopNav />
      <main id="content" className={styles.content} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ToastHost />
      <NavigationEffects />
    </div>
  );
}
