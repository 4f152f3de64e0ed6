import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { labelFor, PROVISION_STATUS_LABELS, yesNo } from '@facility/data/records';
import { lazyView } from '@facility/ui';
import { shortDate } from '../common/dates';
import { supplierName } from '../common/options';
import type { TechnicalProvision } from './provisionRow';

/** The service history's table loads with the dialog that shows it, not with the list. */
const ServiceHistory = lazyView<{ provisionId: string }>(() => import('../provisionService/ServiceHistory').then((m) => ({ default: m.ServiceHistory })));

const dash = (text: string | number | null | undefined) => (text === null || text === undefined || text === '' ? '-' : String(text));
const months = (n: number | null) => (n === null ? '-' : `${n} ${n === 1 ? 'maand' : 'maanden'}`);

function facts(p: TechnicalProvision): [string, string][] {
  return [
    ['Type en model', p.type_and_model],
    ['Fabrikant', p.manufacturer],
    ['Serienummer', p.serial_number],
    ['Compatibiliteit', dash(p.compatibility)],
    ['Status', labelFor(PROVISION_STATUS_LABELS, p.status)],
    ['Ruimte', p.space ? `${p.space.name} (${p.space.building_name})` : '-'],
    ['Soort voorziening', dash(p.facility_type?.name)],
    ['Installateur', dash(supplierName(p.installer))],
    ['Servicebedrijf', dash(supplierName(p.service_company))],
    ['Installatiedatum', shortDate(p.installation_date)],
    ['Einde garantie', dash(shortDate(p.warranty_end_date))],
    ['Volgend onderhoud', dash(shortDate(p.next_maintenance_date))],
    ['Onderhoudsinterval', months(p.maintenance_interval_months)],
    ['Keuring vereist', yesNo(p.requires_inspection)],
    ['Volgende keuring', dash(shortDate(p.next_inspection_date))],
    ['Keuringsinterval', months(p.inspection_interval_months)],
    ['Eigenaar', dash(p.owners_technical_provisions.map((l) => l.owner?.company_name).filter(Boolean).join(', '))],
    ['VvE', dash(p.company?.name)],
  ];
}

/** 'Bekijken': the provision's fields and its maintenance and inspection history, newest first. */
export function ProvisionDetail({ row }: { row: TechnicalProvision }) {
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5, m: 0 }}>
        {facts(row).map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
        Onderhoudsgeschiedenis
      </Typography>
      <ServiceHistory provisionId={row.id} />
    </>
  );
}
