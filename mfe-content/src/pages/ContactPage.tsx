import { canonicalUrl, usePageMetadata } from '@sencha/ui-kit';
import { CONTENT_PATHS } from '@sencha/shared/site-paths';
import letterUrl from '../contact/contact-letter.svg';
import teapotUrl from '../contact/contact-teapot.svg';
import { PageHeader } from '../header/PageHeader';
import { ContactFormView } from '../contact/ContactFormView';
import styles from './ContactPage.module.css';

export const CONTACT_TITLE = 'Contact Us';
export const CONTACT_LEAD = "We'd love to hear from you. Please fill out this form.";

export default function ContactPage() {
  usePageMetadata({
    title: CONTACT_TITLE,
    url: canonicalUrl(CONTENT_PATHS.contact),
    description: 'Questions about our teas, an order or shipping? Write to Sencha Tea, Sydney.',
  });

  return (
    <article className={styles.page} aria-labelledby="contact-title">
      <div className={styles.hero} aria-hidden="true">
        <img src={teapotUrl} alt="" width={240} height={180} className={styles.heroImage} />
        <img src={letterUrl} alt="" width={230} height={180} className={styles.heroImage} />
      </div>
      <PageHeader id="contact-title" title={CONTACT_TITLE} lead={CONTACT_LEAD} />
      <ContactFormView />
    </article>
  );
}
