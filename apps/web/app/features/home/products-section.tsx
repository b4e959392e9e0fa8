import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PRODUCTS, type Product } from './products';
import { Reveal } from './reveal';
import { HomeSectionFrame, h3Sx } from './section';
import { SectionImage } from './section-image';

/** Spec §2 and §9: three cards (image 250 px high), revealed 400 ms apart; a card links out only
 * when its product has an address. */
export function ProductsSection() {
  const { t } = useTranslation('home');
  return (
    <HomeSectionFrame section="products" tone="light" title={t('products.title')} intro={t('products.intro')}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          gap: 4,
        }}
      >
        {PRODUCTS.map((product, index) => (
          <Reveal key={product.key} duration={800} delay={400 * index} sx={{ display: 'flex' }}>
            <ProductCard product={product} />
          </Reveal>
        ))}
      </Box>
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
        sx={{ height: 250, objectFit: 'cover', borderRadius: 0 }}
      />
      <Box sx={{ p: 3 }}>
        {!product.href && (
          <Box
            component="span"
            sx={{
              display: 'inline-block',
              mb: 1.5,
              px: 1.5,
              py: 0.25,
              borderRadius: 4,
              bgcolor: '#e3edf9',
              color: 'primary.main',
              fontSize: '0.8125rem',
              fontWeight: 500,
            }}
          >
            {t('products.comingSoon')}
          </Box>
        )}
        <Typography variant="h3" sx={h3Sx}>
          {t(`products.${product.key}.title`)}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t(`products.${product.key}.subtitle`)}</Typography>
      </Box>
    </>
  );
  return (
    <Paper component="article" variant="outlined" sx={{ overflow: 'hidden', width: '100%' }}>
      {product.href ? (
        <Box
          component="a"
          href={product.href}
          sx={{
            display: 'block',
            height: '100%',
            color: 'inherit',
            textDecoration: 'none',
            '&:hover h3': { textDecoration: 'underline' },
          }}
        >
          {content}
        </Box>
      ) : (
        content
      )}
    </Paper>
  );
}
