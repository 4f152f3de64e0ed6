import Box from '@mui/material/Box';
import { STAFF_ROLE_LABELS, useSignedInStaff } from '@facility/data/basics';

/** Who is signed in: the name and role of their staff row. Left out below 600 px, where the header is one row. */
export function SignedInUser() {
  const state = useSignedInStaff();
  if (state.status !== 'staff') return null;
  const { staff } = state;
  return (
    <Box data-testid="signed-in-user" sx={{ display: { xs: 'none', sm: 'grid' }, textAlign: 'right', lineHeight: 1.2, fontSize: 14 }}>
      <span>{staff.name}</span>
      <Box component="span" sx={{ fontSize: 12 }}>
        {STAFF_ROLE_LABELS[staff.role] ?? staff.role}
      </Box>
    </Box>
  );
}
