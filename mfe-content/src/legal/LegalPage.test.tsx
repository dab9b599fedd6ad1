import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithShell } from '@sencha/ui-kit/testing';
import TermsOfServicePage from '../pages/TermsOfServicePage';
import VulnerabilityDisclosurePage from '../pages/VulnerabilityDisclosurePage';
import { TERMS_OF_SERVICE_SECTION_HEADINGS } from './termsOfService';
import { VULNERABILITY_DISCLOSURE_SECTION_HEADINGS } from './vulnerabilityDisclosure';

function sectionHeadings(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}

function contentsLinks(): HTMLAnchorElement[] {
  const contents = screen.getByRole('navigation', { name: 'Contents' });
  return within(contents).getAllByRole('link') as HTMLAnchorElement[];
}

describe('Terms of Service', () => {
  it('lists the 16 sections of the terms, in order', () => {
    renderWithShell(<TermsOfServicePage />);
    // Spelled out here rather than imported, so that renaming a section in the content fails this test.
    const expected = [
      'About the Website',
      'Acceptance',
      'Registration',
      'Member obligations',
      'Purchase and Returns',
      'Delivery',
      'Copyright',
      'Privacy',
      'Disclaimer',
      'Limitation of Liability',
      'Termination',
      'Indemnity',
      'Dispute Resolution',
      'Venue',
      'Governing Law',
      'Severance',
    ];
    expect(sectionHeadings()).toEqual(['Contents', ...expected]);
    expect([...TERMS_OF_SERVICE_SECTION_HEADINGS]).toEqual(expected);
  });

  it('has a contents list whose anchors reach every section', () => {
    renderWithShell(<TermsOfServicePage />);
    for (const link of contentsLinks()) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)).toHaveTextContent(link.textContent ?? '');
    }
    expect(contentsLinks()).toHaveLength(16);
  });

  it('states the dispute periods and the law of New South Wales', () => {
    renderWithShell(<TermsOfServicePage />);
    expect(screen.getByText(/within 28 days/)).toBeInTheDocument();
    expect(screen.getByText(/2 months after the mediator/)).toBeInTheDocument();
    expect(screen.getByText(/governed by the laws of New South Wales/)).toBeInTheDocument();
  });

  it('shows when it was last updated', () => {
    renderWithShell(<TermsOfServicePage />);
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated: 1 July 2025');
  });

  it('moves to a section from the contents without a router navigation', () => {
    renderWithShell(<TermsOfServicePage />);
    const venue = contentsLinks().find((link) => link.textContent === 'Venue');
    expect(venue).toBeDefined();
    fireEvent.click(venue!);
    expect(document.activeElement).toHaveTextContent('Venue');
    expect(window.location.hash).toBe('#venue');
  });

  it('sends links to other shop pages through the router', async () => {
    function Where() {
      return <p data-testid="where">{useLocation().pathname}</p>;
    }
    renderWithShell(
      <Routes>
        <Route path="/terms-of-service" element={<TermsOfServicePage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { path: '/terms-of-service' },
    );
    // The link is made by the markdown renderer, fetched after the first paint.
    fireEvent.click(await screen.findByRole('link', { name: 'Refunds Policy' }, { timeout: 15_000 }));
    expect(screen.getByTestId('where')).toHaveTextContent('/refunds-policy');
  });
});

describe('Vulnerability Disclosure Program', () => {
  it('lists its 6 sections in order', () => {
    renderWithShell(<VulnerabilityDisclosurePage />);
    const expected = [
      'Purpose',
      'Program Scope',
      'Disallowed Activities',
      'How to Disclose a Vulnerability',
      'Post-Disclosure Process',
      'Acknowledgments',
    ];
    expect(sectionHeadings()).toEqual(['Contents', ...expected]);
    expect([...VULNERABILITY_DISCLOSURE_SECTION_HEADINGS]).toEqual(expected);
  });

  it('states the response time, the preferred CVSS version and that there is no bounty', () => {
    renderWithShell(<VulnerabilityDisclosurePage />);
    expect(screen.getByText(/within 2 business days/)).toBeInTheDocument();
    expect(screen.getByText(/CVSS 3\.1 or greater/)).toBeInTheDocument();
    expect(screen.getByText(/do not offer financial compensation/)).toBeInTheDocument();
    expect(screen.getByText(/without your permission/)).toBeInTheDocument();
  });
});
