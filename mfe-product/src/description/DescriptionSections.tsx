import { useMemo } from 'react';
import type { TeaItemProduct } from '@sencha/shared/contract';
import { Markdown } from '@sencha/ui-kit';
import { Accordion } from '@sencha/ui-kit/ui';
import { DESCRIPTION_BLOCK, blockMarkdown, splitDescription } from './splitDescription';
import { imagesOfType } from '@sencha/shared/tea-item-images';
import { BrewingCarousel } from '../graphics/BrewingCarousel';
import { FlavourChips } from './FlavourChips';
import { FlavourProfile } from '../graphics/FlavourProfile';
import { InfoBlock } from './InfoBlock';
import { ProductTabs, type ProductTab } from './ProductTabs';
import { TruncatedDescription } from './TruncatedDescription';
import styles from './DescriptionSections.module.css';

const BRIEF = 'Brief';
const INFO_BLOCK = 'Info Block';
const KNOWN_BLOCKS = new Set([BRIEF, DESCRIPTION_BLOCK, INFO_BLOCK].map((name) => name.toLowerCase()));
const BREWING_TAB = 'brewing instructions';
const FLAVOUR_TAB = 'flavour profile';

/**
 * The product description laid out by the markdown convention (docs/product-rules/catalogue.md#description-markdown).
 */
export function DescriptionSections({ product }: { product: TeaItemProduct }) {
  const split = useMemo(() => splitDescription(product.description), [product.description]);
  const brief = blockMarkdown(split, BRIEF);
  const description = blockMarkdown(split, DESCRIPTION_BLOCK);
  const info = blockMarkdown(split, INFO_BLOCK);
  const otherBlocks = split.blocks.filter((block) => !KNOWN_BLOCKS.has(block.name.toLowerCase()));
  const brewing = imagesOfType(product, 'brewing-graphic');
  const flavourGraphics = imagesOfType(product, 'flavour-graphic');

  const tabs: ProductTab[] = split.tabs.map((tab) => {
    const kind = tab.title.toLowerCase();
    return {
      title: tab.title,
      content: (
        <>
          {kind === BREWING_TAB && brewing.length > 0 && (
            <div className={styles.carousel}>
              <BrewingCarousel images={brewing} />
            </div>
          )}
          {kind === FLAVOUR_TAB && <FlavourProfile images={flavourGraphics} markdown={tab.markdown} />}
          <Markdown className={styles.markdown}>{tab.markdown}</Markdown>
        </>
      ),
    };
  });

  return (
    <div className={styles.sections}>
      {brief && (
        <div className={styles.brief} data-testid="brief">
          <Markdown>{brief}</Markdown>
        </div>
      )}
      {description && <TruncatedDescription markdown={description} />}
      <FlavourChips flavours={product.teaItem.flavours} />
      {info && <InfoBlock markdown={info} />}
      {otherBlocks.map((block) => (
        <section key={block.name} className={styles.block} aria-label={block.name}>
          <h2 className={styles.blockHeading}>{block.name}</h2>
          <Markdown>{block.markdown}</Markdown>
        </section>
      ))}
      <ProductTabs tabs={tabs} label={`About ${product.name}`} />
      {split.accordions.length > 0 && (
        <Accordion
          showToggleAll
          headingLevel={2}
          items={split.accordions.map((section) => ({
            id: section.title,
            title: section.title,
            content: <Markdown>{section.markdown}</Markdown>,
          }))}
        />
      )}
    </div>
  );
}
