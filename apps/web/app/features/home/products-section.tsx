import { useTranslation } from 'react-i18next';
import { PRODUCTS, type Product } from './products';
import { Reveal } from './reveal';
import { HomeSectionFrame } from './section';
import { SectionImage } from './section-image';

/** Spec §2 and §9: three cards (image 250 px high), revealed 400 ms apart; a card links out only
 * when its product has an address. */
export function ProductsSection() {
  const { t } = useTranslation('home');
  return (
    <HomeSectionFrame section="products" tone="light" title={t('products.title')} intro={t('products.intro')}>
      <div className="cards">
        {PRODUCTS.map((product, index) => (
          <Reveal key={product.key} duration={800} delay={400 * index} className="card-slot">
            <ProductCard product={product} />
          </Reveal>
        ))}
      </div>
    </HomeSectionFrame>
  );
}

function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation('home');
  const content = (
    <>
      <SectionImage
        src={product.image}
        alt={t(`products.${product.key}.imageAlt`)}
        width={800}
        height={500}
      />
      <div className="card-body">
        {!product.href && <span className="soon">{t('products.comingSoon')}</span>}
        <h3 className="home-h3">{t(`products.${product.key}.title`)}</h3>
        <p>{t(`products.${product.key}.subtitle`)}</p>
      </div>
    </>
  );
  return <article className="card">{product.href ? <a href={product.href}>{content}</a> : content}</article>;
}
