/** The image a tea without one shows, and failed product images fall back to: the API stores it, pages show it. */
export const PLACEHOLDER_IMAGE = '/images/placeholder-tea.png';
