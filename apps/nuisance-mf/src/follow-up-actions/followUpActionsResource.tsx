import { defineResource } from '@facility/kit';
import { dateTimeText, housingText, NUISANCE_SELECT } from '../nuisances/nuisanceRow';
import { FollowUpCard } from './FollowUpCard';

/** /follow-up-actions: cards of the reports whose follow-up action is not done, newest first. */
export const followUpActionsResource = defineResource({
  table: 'nuisances',
  select: NUISANCE_SELECT,
  filter: (query) => query.eq('follow_up_required', true).is('follow_up_completed_at', null),
  columns: [
    { key: 'date_time', label: 'Datum en tijd', text: (n) => dateTimeText(n.date_time), sortBy: 'date_time' },
    { key: 'building', label: 'Locatie', text: (n) => n.building?.name },
    { key: 'space', label: 'Ruimte', text: (n) => n.space?.name },
    { key: 'housing', label: 'Woning', text: (n) => housingText(n.housing) },
    { key: 'description', label: 'Omschrijving', text: (n) => n.description },
  ],
  defaultSort: { key: 'date_time', direction: 'desc' },
  Card: FollowUpCard,
  texts: {
    title: 'Vervolgacties',
    tableLabel: 'Openstaande vervolgacties',
    empty: 'Er zijn momenteel geen openstaande vervolgacties.',
    loadError: 'Er is een fout opgetreden bij het ophalen van de vervolgacties',
  },
  rowLabel: (n) => dateTimeText(n.date_time),
});
