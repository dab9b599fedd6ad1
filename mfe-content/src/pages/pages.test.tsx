import { screen, waitFor, within } from '@testing-library/react';
import { getRuntimeConfig } from '@sencha/platform';
import { CONTENT_PATHS } from '@sencha/shared/site-paths';
import { mockFetch, renderWithShell } from '@sencha/ui-kit/testing';
import AboutPage from './AboutPage';
import ComingSoonPage from './ComingSoonPage';
import ContactPage from './ContactPage';
import FaqPage from './FaqPage';
import MaintenancePage from './MaintenancePage';
import NotFoundPage from './NotFoundPage';
import NotImplementedPage from './NotImplementedPage';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import RefundsPolicyPage from './RefundsPolicyPage';
import TermsOfServicePage from './TermsOfServicePage';
import VulnerabilityDisclosurePage from './VulnerabilityDisclosurePage';

/** The markdown renderer's first load in a test run transforms its stack for Jest: a few seconds. */
const MARKDOWN = { timeout: 15_000 };

const originalFetch = global.fetch;
beforeEach(() => {
  document.title = 'before';
  // The FAQ loads its questions: an empty list is enough for the title check.
  mockFetch({ '/api/faq': { json: [] } });
});
afterEach(() => {
  global.fetch = originalFetch;
});

describe.each([
  ['AboutPage', AboutPage, 'About - Sencha Tea'],
  ['PrivacyPolicyPage', PrivacyPolicyPage, 'Privacy Policy'],
  ['TermsOfServicePage', TermsOfServicePage, 'Terms of Service - Sencha Tea'],
  ['RefundsPolicyPage', RefundsPolicyPage, 'Refunds Policy - Sencha Tea'],
  [
    'VulnerabilityDisclosurePage',
    VulnerabilityDisclosurePage,
    'Vulnerability Disclosure Program - Sencha Tea',
  ],
  ['NotFoundPage', NotFoundPage, 'Page Not Found - Sencha Tea'],
  ['NotImplementedPage', NotImplementedPage, 'Not Implemented - Sencha Tea'],
  ['MaintenancePage', MaintenancePage, 'Maintenance Mode'],
  ['FaqPage', FaqPage, 'Frequently Asked Questions'],
  ['ContactPage', ContactPage, 'Contact Us'],
])('%s', (_name, Page, title) => {
  it(`sets the title '${title}' and has exactly one h1`, async () => {
    renderWithShell(<Page />);
    await waitFor(() => expect(document.title).toBe(title));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe.each([
  [AboutPage, CONTENT_PATHS.about],
  [FaqPage, CONTENT_PATHS.faq],
  [ContactPage, CONTENT_PATHS.contact],
  [PrivacyPolicyPage, CONTENT_PATHS.privacyPolicy],
  [TermsOfServicePage, CONTENT_PATHS.termsOfService],
  [RefundsPolicyPage, CONTENT_PATHS.refundsPolicy],
  [VulnerabilityDisclosurePage, CONTENT_PATHS.vulnerabilityDisclosure],
])('%p', (Page, path) => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it(`is canonical to ${path} however the address is spelled`, async () => {
    // Routes match case-insensitively and with a trailing slash: /About/ shows the About page.
    const spelled = `${path.toUpperCase()}/`;
    window.history.replaceState(null, '', spelled);
    renderWithShell(<Page />, { path: spelled, route: path });
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${window.location.origin}${path}`,
      ),
    );
  });
});

describe('NotFoundPage', () => {
  it('shows the heading, a Contact Us button to /contact and a link home', () => {
    renderWithShell(<NotFoundPage />, { path: '/beyond-the-brew' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oops! This page is steeping...' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Return to Home Page' })).toHaveAttribute('href', '/');
  });

  it("hides 'Stay in the Loop' while enable-404-newsletter is off", () => {
    renderWithShell(<NotFoundPage />, { flags: { 'enable-404-newsletter': false } });
    expect(screen.queryByRole('heading', { name: 'Stay in the Loop' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
  });

  it("shows the 'Stay in the Loop' sign-up when enable-404-newsletter is on", () => {
    renderWithShell(<NotFoundPage />, { flags: { 'enable-404-newsletter': true } });
    const form = screen.getByRole('form', { name: 'Stay in the Loop' });
    expect(within(form).getByLabelText('Email address')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });
});

describe('NotImplementedPage', () => {
  it('shows the message and the requested path', () => {
    renderWithShell(<NotImplementedPage />, { path: '/gifts/tea-hamper' });
    expect(screen.getByRole('heading', { level: 1, name: 'Not Implemented' })).toBeInTheDocument();
    expect(
      screen.getByText('This feature is not yet implemented. Please check back later.'),
    ).toBeInTheDocument();
    expect(screen.getByText('/gifts/tea-hamper')).toBeInTheDocument();
  });
});

describe('MaintenancePage', () => {
  it('says when the shop will be back', () => {
    renderWithShell(<MaintenancePage />);
    expect(screen.getByRole('heading', { level: 1, name: "We'll be back soon!" })).toBeInTheDocument();
    expect(screen.getByText(/maintenance/i, { selector: 'p' })).toHaveTextContent(/check back later/i);
    expect(screen.getByText('Estimated completion time: 30 minutes')).toBeInTheDocument();
  });
});

describe('ComingSoonPage', () => {
  it('uses the coming-soon-title and coming-soon-subtitle flags, with The First Steep sign-up', async () => {
    renderWithShell(<ComingSoonPage />, {
      flags: {
        'coming-soon-title': 'Opening Spring 2026',
        'coming-soon-subtitle': 'First flush teas are on the way.',
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Opening Spring 2026' })).toBeInTheDocument();
    expect(screen.getByText('First flush teas are on the way.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign up for The First Steep' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Opening Spring 2026'));
  });
});

describe('AboutPage', () => {
  it('shows the three illustrations with alt text and their sizes reserved', () => {
    renderWithShell(<AboutPage />);
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('width'))).toEqual(['750', '750', '500']);
    for (const image of images) {
      expect(image.getAttribute('alt')).toMatch(/\w{10,}/);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
    }
    expect(screen.getByText(/Sydney tea merchant/)).toBeInTheDocument();
    expect(screen.getByText(/directly from the farmers/)).toBeInTheDocument();
    expect(screen.getByText(/around the world/)).toBeInTheDocument();
  });
});

describe('PrivacyPolicyPage', () => {
  it('gives the support e-mail and office hours', async () => {
    renderWithShell(<PrivacyPolicyPage />);
    const { supportEmail } = getRuntimeConfig();
    // The link is the rendered markdown's, which loads after the window's load (ui-kit Markdown).
    expect((await screen.findAllByRole('link', { name: supportEmail }, MARKDOWN))[0]).toHaveAttribute(
      'href',
      `mailto:${supportEmail}`,
    );
    expect(screen.getByText(/9:30am-4:30pm Monday to Friday/)).toBeInTheDocument();
    expect(screen.getByText(/Sydney NSW/)).toBeInTheDocument();
    expect(screen.getByText(/Privacy Act 1988/)).toBeInTheDocument();
  });

  it('quotes the periods of spec section 9', () => {
    const { container } = renderWithShell(<PrivacyPolicyPage />);
    const text = container.textContent ?? '';
    expect(text).toMatch(/opt-out request within 7 business days/);
    expect(text).toMatch(/maximum of 7 years/);
    expect(text).toMatch(/kept for 62 days/);
    expect(text).toMatch(/acknowledge your complaint within 7 business days and aim to resolve it within 14/);
    expect(text).toMatch(/records of complaints for 12 months/);
    expect(text).toMatch(/review it within 3 business days/);
  });
});

describe('RefundsPolicyPage', () => {
  it('gives the orders e-mail for returns', async () => {
    renderWithShell(<RefundsPolicyPage />);
    const { ordersEmail } = getRuntimeConfig();
    expect((await screen.findAllByRole('link', { name: ordersEmail }, MARKDOWN))[0]).toHaveAttribute(
      'href',
      `mailto:${ordersEmail}`,
    );
  });

  it('quotes the claim and processing periods under the Australian Consumer Law', () => {
    const { container } = renderWithShell(<RefundsPolicyPage />);
    const text = container.textContent ?? '';
    expect(text).toMatch(/Australian Consumer Law/);
    expect(text).toMatch(/within 7 business days of receipt/);
    expect(text).toMatch(/process your claim within 2 business days/);
    expect(text).toMatch(/status within 3 business days/);
  });
});
