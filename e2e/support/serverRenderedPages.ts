import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The pages a crawler reads (docs/server-rendering.md), and what each shows that only a render of it can. */
export interface ServerPage {
  path: string;
  /** What the page shows that only its data or its remote's render can show. */
  shows: (page: Page) => Locator;
}

export async function firstTea(
  request: APIRequestContext,
  baseUrl: string,
): Promise<{ slug: string; name: string }> {
  const teas = (await (await request.get(`${baseUrl}/api/teatype/green-tea/tea`)).json()) as Array<{
    slug: string;
    name: string;
  }>;
  const tea = teas[0];
  if (!tea) throw new Error('no green tea in the catalogue');
  return tea;
}

export async function serverPages(request: APIRequestContext, baseUrl: string): Promise<ServerPage[]> {
  const tea = await firstTea(request, baseUrl);
  const faqs = (await (await request.get(`${baseUrl}/api/faq`)).json()) as Array<{ question: string }>;
  return [
    { path: '/home', shows: (page) => page.getByRole('main').getByRole('link', { name: 'Green Tea' }) },
    {
      path: '/specialty-tea/green-tea',
      shows: (page) =>
        page
          .getByRole('main')
          .getByRole('link', { name: new RegExp(tea.name) })
          .first(),
    },
    {
      path: `/tea-item/${tea.slug}`,
      shows: (page) => page.getByRole('main').getByRole('heading', { level: 1, name: tea.name }),
    },
    {
      path: '/frequently-asked-questions',
      shows: (page) =>
        page.getByRole('main').getByRole('heading', { level: 2, name: faqs[0]?.question ?? '?' }),
    },
    {
      path: '/privacy-policy',
      shows: (page) => page.getByRole('main').getByRole('heading', { level: 1, name: 'Privacy Policy' }),
    },
  ];
}

/**
 * Until each page's areas are all rendered on the server: a new worker's first renders may run out of their
 * budget while it loads the remotes' code, and those areas are left to the browser (as designed).
 */
export async function untilWarm(request: APIRequestContext, baseUrl: string, pages: ServerPage[]) {
  for (const { path } of pages)
    await expect
      .poll(async () => (await (await request.get(`${baseUrl}${path}`)).text()).includes('data-dgst'), {
        message: `${path} rendered whole on the server`,
        timeout: 15_000,
      })
      .toBe(false);
}
