import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { labelFor, PROVISION_STATUS_LABELS } from '@facility/data/records';
import { defineResource, withAttachments } from '@facility/kit';
import { shortDate } from '../common/dates';
import { ProvisionStatusBadge } from '../common/ProvisionStatusBadge';
import { ProvisionDetail } from './ProvisionDetail';
import { PROVISION_SELECT, type TechnicalProvision } from './provisionRow';

/** Apparaat: the device's name with its manufacturer beneath. */
function DeviceCell({ row }: { row: TechnicalProvision }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {row.device_name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {row.manufacturer}
      </Typography>
    </Box>
  );
}

/** 'Bekijken': the provision and its history. */
export const PROVISION_DETAIL = { title: (p: TechnicalProvision) => p.device_name, Content: ProvisionDetail };

/** /technical-provisions: 'Technische voorzieningen', by device name (records.md §2). */
export const technicalProvisionsResource = withAttachments(
  defineResource({
    table: 'technical_provisions',
    select: PROVISION_SELECT,
    columns: [
      { key: 'building', label: 'Gebouw', text: (p) => p.building_name, sortBy: 'building_name' },
      { key: 'device', label: 'Apparaat', text: (p) => `${p.device_name} (${p.manufacturer})`, cell: (p) => <DeviceCell row={p} />, sortBy: 'device_name' },
      { key: 'next_inspection', label: 'Volgende keuring', text: (p) => shortDate(p.next_inspection_date), sortBy: 'next_inspection_date' },
      { key: 'status', label: 'Status', text: (p) => labelFor(PROVISION_STATUS_LABELS, p.status), cell: (p) => <ProvisionStatusBadge status={p.status} />, sortBy: 'status' },
    ],
    defaultSort: { key: 'device', direction: 'asc' },
    search: ['device_name', 'manufacturer', 'type_and_model', 'serial_number', 'building_name'],
    noun: { name: 'Technische voorziening', the: 'de technische voorziening', this: 'deze technische voorziening' },
    texts: {
      title: 'Technische voorzieningen',
      add: 'Voorziening Toevoegen',
      empty: 'Geen technische voorzieningen gevonden.',
      loadError: 'Er is een fout opgetreden bij het ophalen van de technische voorzieningen',
    },
    rowLabel: (p) => p.device_name,
    form: { load: () => import('./provisionForm').then((m) => m.provisionForm) },
    detail: PROVISION_DETAIL,
    delete: true,
    // The dashboard's 'Deze Week' and the malfunctions list show provisions.
    refreshes: ['malfunctions'],
  }),
);
