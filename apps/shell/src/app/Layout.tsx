import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import { Header } from '../header/Header';
import { ConnectionBanner } from '../connection/ConnectionBanner';
import { PreviewBanner } from './PreviewBanner';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <PreviewBanner />
      <Header />
      <ConnectionBanner />
      <Container component="main" maxWidth="xl" sx={{ py: { xs: 2, sm: 3 } }}>
        {children}
      </Container>
    </>
  );
}
