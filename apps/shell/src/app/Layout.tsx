import type { ReactNode } from 'react';
import { Container } from '@mui/material';
import { Header } from '../header/Header';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <Container component="main" maxWidth="xl" sx={{ py: { xs: 2, sm: 3 } }}>
        {children}
      </Container>
    </>
  );
}
