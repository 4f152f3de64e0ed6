import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Company } from './companyRow';

const or = (text: string | null | undefined) => (text && text.trim() ? text : '-');

/** 'Bekijken': the VvE's contact details, address and comments, read-only. */
export function CompanyDetail({ row }: { row: Company }) {
  const address = [[row.street, row.house_number].filter(Boolean).join(' '), [row.postal_code, row.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const items: [string, string][] = [
    ['Contactpersoon', or(row.contact_person)],
    ['Email', or(row.email)],
    ['Telefoon', or(row.phone)],
    ['Adres', or(address)],
    ['Opmerkingen', or(row.comments)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 500 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
