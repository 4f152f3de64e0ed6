import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { housingImportReasonMessage, toDutchMessage } from '@facility/data';
import { useToastedAction } from '@facility/ui';
import { readHousingCsv, type ImportRow } from './housingCsv';
import { importHousing, type ImportResult } from './importHousing';

type Step =
  | { kind: 'choose' }
  | { kind: 'checking'; file: string }
  | { kind: 'unreadable'; file: string; error: string }
  | { kind: 'checked'; file: string; rows: ImportRow[]; result: ImportResult };

const MESSAGES = {
  success: { title: 'Woningen geïmporteerd' },
  failure: { title: 'Fout', text: 'Er is een fout opgetreden bij het importeren van de woningen.' },
};

/** The file's text as UTF-8 (a byte order mark is left for the CSV reader). */
function readText(file: Blob) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });
}

/** The preview lists this many bad rows at most; the count above it says how many there are. */
const SHOWN_PROBLEMS = 200;

const woningen = (n: number) => `${n} ${n === 1 ? 'woning' : 'woningen'}`;

/**
 * 'Importeren' on /housing: a CSV file is checked by the database first (a Dutch
 * reason on every bad row, nothing stored), then imported as a whole in one transaction.
 */
/** 'Woningen importeren': choose a CSV file, see what the database says of each row, import all or none. */
export function HousingImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const close = () => {
    onClose();
    setStep({ kind: 'choose' });
  };

  const check = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setStep({ kind: 'checking', file: file.name });
    const read = readHousingCsv(await readText(file));
    if (read.error !== null) return setStep({ kind: 'unreadable', file: file.name, error: read.error });
    try {
      setStep({ kind: 'checked', file: file.name, rows: read.rows, result: await importHousing(read.rows, false) });
    } catch (error) {
      setStep({ kind: 'unreadable', file: file.name, error: toDutchMessage(error) });
    }
  };

  const apply = async (rows: ImportRow[]) => {
    const result = await importHousing(rows, true);
    // The data changed since the check (a unit added meanwhile): show why, store nothing.
    if (result.problems.length > 0) {
      setStep((current) => (current.kind === 'checked' ? { ...current, result } : current));
      throw new Error(MESSAGES.failure.text);
    }
    return result;
  };
  const importing = useToastedAction(apply, {
    ...MESSAGES,
    success: { ...MESSAGES.success, description: step.kind === 'checked' ? `${woningen(step.rows.length)} succesvol geïmporteerd.` : undefined },
  });
  const ready = step.kind === 'checked' && step.result.problems.length === 0;

  return (
    <>
      <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="housing-import-title">
        <DialogTitle id="housing-import-title">Woningen importeren</DialogTitle>
        <DialogContent dividers>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Een CSV-bestand (gescheiden door ; of ,) met de kolommen Gebouw, Huisnummer en Verdieping, en eventueel m², Balkon m²,
            Oriëntatie, Type, Status en Opmerkingen. De straat wordt overgenomen van het gebouw. Alle rijen worden geïmporteerd, of geen
            enkele.
          </Typography>
          <Button component="label" variant="contained" disabled={step.kind === 'checking' || importing.busy}>
            Bestand kiezen
            <input hidden type="file" accept=".csv,text/csv" aria-label="CSV-bestand" onChange={check} />
          </Button>
          {step.kind !== 'choose' && (
            <Typography variant="body2" sx={{ mt: 2 }}>
              Bestand: {step.file}
            </Typography>
          )}
          {step.kind === 'checking' && <Typography sx={{ mt: 2 }}>Controleren...</Typography>}
          {step.kind === 'unreadable' && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {step.error}
            </Alert>
          )}
          {step.kind === 'checked' && <Preview result={step.result} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Annuleren</Button>
          <Button
            variant="contained"
            disabled={!ready || importing.busy}
            onClick={async () => {
              if (step.kind === 'checked' && (await importing.run(step.rows))) close();
            }}
          >
            {ready ? `${woningen(step.rows.length)} importeren` : 'Importeren'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function Preview({ result }: { result: ImportResult }) {
  if (result.problems.length === 0) {
    return (
      <Alert severity="success" sx={{ mt: 2 }}>
        Alle {result.rows} rijen zijn in orde.
      </Alert>
    );
  }
  return (
    <>
      <Alert severity="error" sx={{ mt: 2 }}>
        {result.problems.length} van de {result.rows} rijen {result.problems.length === 1 ? 'bevat fouten' : 'bevatten fouten'}. Er is niets
        geïmporteerd. Pas het bestand aan en kies het opnieuw.
      </Alert>
      <Table size="small" aria-label="Fouten per rij" sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>Rij</TableCell>
            <TableCell>Reden</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
            <TableRow key={problem.row}>
              <TableCell>{problem.row}</TableCell>
              <TableCell>{problem.reasons.map(housingImportReasonMessage).join(' ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {result.problems.length > SHOWN_PROBLEMS && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          En nog {result.problems.length - SHOWN_PROBLEMS} rijen met fouten.
        </Typography>
      )}
    </>
  );
}
