import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { StatusBadge, useToastedAction } from '@facility/ui';
import { longDateText } from '@facility/data/records';
import { housingText, type Nuisance } from '../nuisances/nuisanceRow';
import { completeFollowUp } from './completeFollowUp';

const MESSAGES = {
  success: { title: 'Vervolgactie afgehandeld', description: 'De vervolgactie is succesvol afgehandeld.' },
  failure: { title: 'Fout', text: 'Er is een fout opgetreden bij het afhandelen van de vervolgactie.' },
};

/** 'd MMMM yyyy HH:mm' in Dutch: '24 november 2026 14:05'. */
export const longDateTime = (iso: string) => longDateText(new Date(iso), { time: true });

/** One report that needs a follow-up action, with the button that marks it done. */
export function FollowUpCard({ row }: { row: Nuisance }) {
  const titleId = useId();
  const { run, busy } = useToastedAction(completeFollowUp, MESSAGES);
  const building = row.building?.name;
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <Typography id={titleId} variant="h6" component="h2">
            {longDateTime(row.date_time)}
          </Typography>
          <StatusBadge label="Vervolgactie noodzakelijk" color="warning" />
        </Box>
        {building && <Typography variant="body2">{`Locatie: ${building}`}</Typography>}
        {row.space && <Typography variant="body2">{`Ruimte: ${row.space.name}${building ? ` (${building})` : ''}`}</Typography>}
        {row.housing && <Typography variant="body2">{`Woning: ${housingText(row.housing)}`}</Typography>}
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{row.description}</Typography>
        <Box>
          <Button variant="outlined" disabled={busy} onClick={() => void run(row.id)}>
            Afgehandeld
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
