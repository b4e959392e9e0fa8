import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { visuallyHidden } from '../ui/visually-hidden';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollTop } from './scroll-top';

export default function PublicLayout() {
  const { t } = useTranslation();
  return (
    <>
      <Box
        component="a"
        href="#main"
        sx={{
          ...visuallyHidden,
          '&:focus': {
            position: 'fixed',
            top: 8,
            left: 8,
            width: 'auto',
            height: 'auto',
            clip: 'auto',
            zIndex: 2000,
            bgcolor: '#fff',
            p: 1,
          },
        }}
      >
        {t('header.skipToContent')}
      </Box>
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
      <ScrollTop />
    </>
  );
}
