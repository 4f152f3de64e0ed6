import Box from '@mui/material/Box';
import { useRows, useSession, type From } from '@facility/data/basics';

const ROLE_LABELS: Record<string, string> = { beheerder: 'Beheerder', medewerker: 'Medewerker', lezer: 'Lezer' };

const staffRow = (userId: string) => (from: From) => from('staff').select('name, role').eq('user_id', userId).limit(1);

/** Who is signed in: the name and role of their staff row. Left out below 600 px, where the header is one row. */
export function SignedInUser() {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const { data } = useRows(userId ? staffRow(userId) : null);
  const staff = data?.[0];
  if (!staff) return null;
  return (
    <Box data-testid="signed-in-user" sx={{ display: { xs: 'none', sm: 'grid' }, textAlign: 'right', lineHeight: 1.2, fontSize: 14 }}>
      <span>{staff.name}</span>
      <Box component="span" sx={{ fontSize: 12 }}>
        {ROLE_LABELS[staff.role] ?? staff.role}
      </Box>
    </Box>
  );
}
