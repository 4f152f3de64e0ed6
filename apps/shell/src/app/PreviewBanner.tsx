import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { liveManifest } from '../remotes/liveManifest';
import { leavePreview } from '../remotes/preview';

/** Says that this browser shows a version that is not live, with the way back. */
export function PreviewBanner() {
  const previewed = Object.entries(liveManifest().remotes).find(([, entry]) => entry.preview);
  if (!previewed) return null;
  const [remote, entry] = previewed;
  const leave = () => {
    leavePreview();
    window.location.assign(window.location.pathname);
  };
  return (
    <Alert
      severity="info"
      variant="filled"
      square
      role="status"
      action={
        <Button color="inherit" size="small" onClick={leave}>
          Voorbeeld verlaten
        </Button>
      }
    >
      {`Voorbeeld: ${remote.replaceAll('_', '-')} versie ${entry.version}. Alleen deze browser ziet deze versie; iedereen anders ziet de live versie.`}
    </Alert>
  );
}
