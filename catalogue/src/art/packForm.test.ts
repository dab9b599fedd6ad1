import { productName, productSlug } from '../seed/seed';
import { teaItems } from '../seed/teas';
import type { PackForm } from './packForm';
import { PACK_FORMS, packForm } from './packForm';

const loose = (text: string, weightGrams = 100) => packForm({ form: 'loose-leaf', text, weightGrams });

describe('packForm', () => {
  it('takes the form from the tea: powder in a tin, loose leaf in a pouch', () => {
    expect(packForm({ form: 'powder', text: 'ceremonial-matcha-30g', weightGrams: 30 })).toBe('tin');
    expect(loose('sencha-superior-100g Sencha Superior 100g')).toBe('pouch');
  });

  it('puts a few tea bags in a sleeve and many in a box', () => {
    expect(packForm({ form: 'teabag', text: 'hibiscus-berry-40g', weightGrams: 40 })).toBe('teabag');
    expect(packForm({ form: 'teabag', text: 'hibiscus-berry-100g', weightGrams: 100 })).toBe('box');
  });

  it('lets the product name the pack, by whole words, slugs included', () => {
    expect(loose('Gyokuro Gift Tin 50g')).toBe('tin');
    expect(loose('sencha-caddy-100g')).toBe('tin');
    expect(loose('genmaicha-gift-box')).toBe('box');
    expect(loose('Earl Grey, 20 tea bags')).toBe('teabag');
    expect(loose('english-breakfast-teabags-50')).toBe('teabag');
    expect(packForm({ form: 'powder', text: 'Matcha refill pouch', weightGrams: 100 })).toBe('pouch');
    // Parts of words are not words: a tasting set is no tin, Tieguanyin no tin, a boxer no box.
    expect(loose('Tasting Set Tieguanyin Boxer')).toBe('pouch');
  });

  it('gives every seed tea product a pack, and the seed catalogue shows all four', () => {
    const seen = new Set<PackForm>();
    for (const item of teaItems.filter((i) => i.form !== 'teaware')) {
      for (const product of item.products) {
        const form = packForm({
          form: item.form,
          text: `${productSlug(item, product)} ${productName(item, product)} ${item.slug} ${item.name}`,
          weightGrams: product.weight,
        });
        expect(PACK_FORMS).toContain(form);
        if (item.form === 'powder') expect(form).toBe('tin');
        seen.add(form);
      }
    }
    expect([...seen].sort()).toEqual([...PACK_FORMS].sort());
  });
});
