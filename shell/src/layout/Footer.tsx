import { Link } from '@sencha/platform/react-router';
import { NewsletterForm } from '@sencha/ui-kit/ui';
import styles from './Footer.module.css';

const footerLinks = [
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/frequently-asked-questions', label: 'FAQ' },
  { to: '/refunds-policy', label: 'Refunds Policy' },
];

const externalLinks = [
  { href: 'https://blog.senchatea.com.au', label: 'Blog' },
  { href: 'https://www.facebook.com/senchatea', label: 'Facebook' },
  { href: 'https://www.instagram.com/senchatea', label: 'Instagram' },
];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.newsletter}>
          <NewsletterForm
            compact
            idPrefix="footer"
            source="footer"
            description="Tasting notes, new harvests and brewing tips, once a month."
          />
        </div>
        <nav aria-label="Footer" className={styles.links}>
          <ul>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
          <ul>
            {externalLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} Sencha Tea, Sydney, Australia. All rights reserved.
        {/* The disclosure policy is linked for researchers and crawlers, not shown to shoppers. */}
        <Link to="/vulnerability-disclosure-program" className={styles.hiddenLink} tabIndex={-1}>
          Vulnerability Disclosure Program
        </Link>
      </p>
    </footer>
  );
}
