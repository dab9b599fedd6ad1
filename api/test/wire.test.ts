import type { TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import {
  CarouselItemSchema,
  ErrorSchema,
  FaqSchema,
  FeaturedTileSchema,
  HealthSchema,
  MainMenuSchema,
  ReadySchema,
  ref,
  TeaFlavourSchema,
  TeaItemProductSchema,
  TeaItemProductSummarySchema,
  TeaItemSchema,
  TeaRegionSchema,
  TeaTypeSchema,
} from '@sencha/shared/contract';
import type { TestApi } from './helpers';
import { checkSchema, createTestApi, expectShape, targets } from './helpers';

const list = (schema: TSchema) => Type.Array(ref(schema));

describe.each(targets)('responses match their TypeBox schemas on %s', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(target);
  });
  afterAll(async () => {
    await api.cleanup();
  });

  it.each([
    ['/api/health', HealthSchema],
    ['/api/health/ready', ReadySchema],
    ['/api/main-menu', MainMenuSchema],
    ['/api/teatype/green-tea', TeaTypeSchema],
    ['/api/teatype/green-tea/tea', list(TeaItemProductSummarySchema)],
    ['/api/region/uji', TeaRegionSchema],
    ['/api/region/uji/tea', list(TeaItemProductSummarySchema)],
    ['/api/flavour/umami', TeaFlavourSchema],
    ['/api/flavour/umami/tea', list(TeaItemProductSummarySchema)],
    ['/api/tea/sencha-superior', TeaItemSchema],
    ['/api/tea-item/sencha-superior-100g', TeaItemProductSchema],
    ['/api/faq', list(FaqSchema)],
    ['/api/home/carousel', list(CarouselItemSchema)],
    ['/api/home/featured', list(FeaturedTileSchema)],
    ['/api/teatype/no-such-type', ErrorSchema],
    ['/api/teatype/bad_slug!', ErrorSchema],
  ])('GET %s', async (url, schema) => {
    const res = await api.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeLessThan(500);
    expectShape(schema, res.json());
  });

  it('catches a response that drifts from its schema', () => {
    expect(checkSchema(TeaTypeSchema, { name: 'Green', slug: 1 })).not.toEqual([]);
  });

  it('generates the OpenAPI document from the same schemas', async () => {
    await api.app.ready();
    const doc = api.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['TeaItemProduct', 'MainMenu', 'Error', 'NewsletterAccepted']),
    );
    expect(doc.paths['/api/communications/newsletter/subscribe']?.post?.responses).toHaveProperty('202');
    expect(doc.paths['/api/health/ready']?.get).toBeDefined();
  });
});
