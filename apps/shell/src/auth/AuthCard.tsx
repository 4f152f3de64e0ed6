import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  onSubmit?: (event: FormEvent) => void;
  children: ReactNode;
}

/** The card of the pages before the back office itself: signing in, a forgotten password, choosing one. */
export function AuthCard({ title, intro, onSubmit, children }: AuthCardProps) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component={onSubmit ? 'form' : 'div'} onSubmit={onSubmit} noValidate={onSubmit ? true : undefined} sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {intro && <Typography color="text.secondary">{intro}</Typography>}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
