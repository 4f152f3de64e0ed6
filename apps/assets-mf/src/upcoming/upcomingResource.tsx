import { addDays } from 'date-fns';
import type { ServiceKind } from '@facility/data/records';
import { defineResource, type ListColumn } from '@facility/kit';
import { shortDate, todayIso } from '../common/dates';
import { supplierName } from '../common/options';
import { PROVISION_SELECT, type TechnicalProvision } from '../technicalProvisions/provisionRow';
import { DueDate, isOverdue } from './DueDate';

/** How far ahead the upcoming pages look (records.md §9). */
export const UPCOMING_DAYS = 60;

const DUE = { maintenance: 'next_maintenance_date', inspection: 'next_inspection_date' } as const;

const TEXTS: Record<ServiceKind, { title: string; due: string; empty: string; loadError: string }> = {
  maintenance: {
    title: 'Aankomend onderhoud',
    due: 'Volgend onderhoud',
    empty: 'Geen onderhoud gepland in de komende 60 dagen.',
    loadError: 'Er is een fout opgetreden bij het ophalen van het aankomende onderhoud',
  },
  inspection: {
    title: 'Aankomende keuringen',
    due: 'Volgende keuring',
    empty: 'Geen keuringen gepland in de komende 60 dagen.',
    loadError: 'Er is een fout opgetreden bij het ophalen van de aankomende keuringen',
  },
};

const place = (p: TechnicalProvision) => (p.space ? `${p.space.name} (${p.space.building_name})` : '-');

/**
 * /upcoming-maintenance and /upcoming-inspections: provisions whose next date lies
 * within 60 days, soonest first, so the overdue ones ('Achterstallig') come first.
 * The database filters, sorts and pages.
 */
export function upcomingResource(kind: ServiceKind) {
  const due = DUE[kind];
  const texts = TEXTS[kind];
  const columns: ListColumn<TechnicalProvision, 'technical_provisions'>[] = [
    {
      key: 'due',
      label: texts.due,
      text: (p) => `${shortDate(p[due])}${isOverdue(p[due]) ? ' (Achterstallig)' : ''}`,
      cell: (p) => <DueDate due={p[due]} />,
    },
    { key: 'device', label: 'Apparaat', text: (p) => `${p.device_name} (${p.type_and_model})` },
    { key: 'space', label: 'Ruimte', text: place },
    { key: 'installer', label: 'Installateur', text: (p) => supplierName(p.installer) || '-' },
    { key: 'service_company', label: 'Servicebedrijf', text: (p) => supplierName(p.service_company) || '-' },
  ];
  return defineResource({
    table: 'technical_provisions',
    select: PROVISION_SELECT,
    columns,
    defaultSort: { key: due, direction: 'asc' },
    // Evaluated at each query, so the window moves with the day.
    filter: (query) => {
      const within = query.lte(due, todayIso(addDays(new Date(), UPCOMING_DAYS)));
      return kind === 'inspection' ? within.eq('requires_inspection', true) : within;
    },
    search: ['device_name', 'manufacturer', 'building_name'],
    texts: { title: texts.title, empty: texts.empty, loadError: texts.loadError },
    rowLabel: (p) => p.device_name,
  });
}
