import Typography from '@mui/material/Typography';

/** The device name with its type and model beneath. */
export function ProvisionCell({ provision }: { provision: { device_name: string; type_and_model: string } | null }) {
  if (!provision) return null;
  return (
    <>
      <Typography variant="body2">{provision.device_name}</Typography>
      <Typography variant="caption" color="text.secondary">
        {provision.type_and_model}
      </Typography>
    </>
  );
}
