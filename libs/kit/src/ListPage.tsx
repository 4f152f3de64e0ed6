import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from '@facility/runtime/router';
import { ConfirmDialog, EmptyState, ErrorState, LoadingState, PageHeader, RowActionsMenu, SectionHeader, lazyView } from '@facility/ui';
import { AddIcon } from '@facility/ui/icons';
import { toDutchMessage, useWriteAccess } from '@facility/data/records';
import { useEditorState } from './useEditorState';
import { ListTable } from './ListTable';
import { ListToolbar } from './ListToolbar';
import { ListPagination } from './ListPagination';
import { useFilterCount, useListController, type ListController } from './useListController';
import { attachmentTableOf, historyTableOf, rowActions, type ListFilter, type Resource } from './resource';
import type { AnyListSource } from './listQuery';
import { deleteTextsOf } from './texts';
import { LazyResourceForm } from './LazyResourceForm';
import { preloadForm } from './formLoader';
import { DetailDialog } from './DetailDialog';
import { useCsvExport } from './useCsvExport';
import { useRowDeletion } from './useRowDeletion';
import { useOpenFromUrl } from './useOpenFromUrl';
import { columnsDetail } from './columnsDetail';

export interface ListPageProps<Row extends { id: string }> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a resource of any table
  resource: Resource<any, Row>;
  /** 'page': a page with the list in a card; 'tab': a settings tab. */
  layout?: 'page' | 'tab';
  /** Something the page shows above the list (beyond what the definition says). */
  children?: ReactNode;
}

/** A whole list page from a resource definition: header, add/edit form, search, export, table, paging, delete. */
export function ListPage<Row extends { id: string }>({ resource, layout = 'page', children }: ListPageProps<Row>) {
  const { texts, form } = resource;
  const list = useListController<Row>(resource);
  const editor = useEditorState<Row>();
  const deletion = useRowDeletion(resource);
  const exporter = useCsvExport(resource, list.state);
  const [viewing, setViewing] = useState<Row | null>(null);
  const { detail } = resource;
  // A lezer sees no add, edit or delete; a medewerker no delete of a row without a building.
  const access = useWriteAccess();
  const editable = Boolean(access.write && form && form.editable !== false);
  const removable = Boolean(resource.delete && access.mayDelete(resource.table));
  const attachments = attachmentTableOf(resource);
  // ?open=<id> (a search result, a shared link): the row's edit form, or its details for who may
  // not edit it (its columns where the list has no details of its own).
  const shownDetail = useMemo(() => detail ?? columnsDetail(resource.columns, resource.rowLabel), [detail, resource.columns, resource.rowLabel]);
  // A row with files that cannot be edited here shows them in its details ('Bekijken').
  const viewable = detail ?? (attachments && !editable ? shownDetail : undefined);
  const hasMenu = Boolean(editable || removable || resource.actions?.some((a) => access.write || a.readOnly) || viewable);
  const adding = editor.open && !editor.row;
  const opened = useOpenFromUrl<Row>(resource, (row) => {
    if (editable) editor.openEdit(row);
    else setViewing(() => row);
  });
  const closeEditor = () => {
    editor.close();
    opened.close();
  };
  const closeDetail = () => {
    setViewing(null);
    opened.close();
  };

  const add =
    access.write &&
    texts.add &&
    (texts.addLink ? (
      <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={texts.addLink}>
        {texts.add}
      </Button>
    ) : (
      form && (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={form.addToggles && form.placement === 'card' && adding ? editor.close : editor.openNew}
          onPointerEnter={() => preloadForm(form)}
          onFocus={() => preloadForm(form)}
          aria-expanded={form.addToggles ? adding : undefined}
        >
          {texts.add}
        </Button>
      )
    ));
  const Header = layout === 'page' ? PageHeader : SectionHeader;
  const filters = resource.filters?.length ? (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      {resource.filters.map((filter) => (
        <FilterButton key={filter.key} resource={resource} filter={filter} on={list.state.filter === filter.key} onClick={() => list.toggleFilter(filter.key)} />
      ))}
      {add}
    </Box>
  ) : (
    add
  );
  const body = (
    <>
      {resource.fields?.length ? <ListFieldFilters fields={resource.fields} values={list.state.fields} onChange={list.setField} /> : null}
      <ListToolbar q={list.state.q} onSearch={resource.search ? list.search : undefined} onExport={exporter.start} exporting={exporter.progress} />
      <ListBody
        resource={resource}
        list={list}
        actions={
          hasMenu
            ? (row) => (
                <RowActionsMenu
                  label={resource.rowLabel(row)}
                  actions={[
                    ...(viewable ? [{ label: viewable.label ?? 'Bekijken', onClick: () => setViewing(() => row) }] : []),
                    ...rowActions(resource.actions, row, access),
                  ]}
                  onEdit={editable ? () => editor.openEdit(row) : undefined}
                  onOpen={() => {
                    // What an entry of the menu opens starts loading while the user chooses.
                    if (editable) preloadForm(form);
                    if (deleteTextsOf(resource)?.confirm) ConfirmDialog.preload();
                  }}
                  onDelete={removable ? () => deletion.ask(row) : undefined}
                />
              )
            : undefined
        }
      />
    </>
  );
  return (
    <>
      <Header title={texts.title} action={filters} />
      {children}
      {form && form.placement === 'card' && editor.open && (
        <LazyResourceForm key={editor.opens} resource={resource} entry={form} row={editor.row} open onClose={closeEditor} />
      )}
      {layout === 'page' ? (
        <Card sx={{ minWidth: 0 }}>
          {texts.listTitle && <CardHeader title={texts.listTitle} slotProps={{ title: { component: 'h2' } }} />}
          <CardContent>{body}</CardContent>
        </Card>
      ) : (
        body
      )}
      {form && form.placement !== 'card' && editor.opens > 0 && (
        <LazyResourceForm key={editor.opens} resource={resource} entry={form} row={editor.row} open={editor.open} onClose={closeEditor} />
      )}
      {deletion.dialog && <ConfirmDialog {...deletion.dialog} />}
      {(detail || viewing) && (
        <DetailDialog
          open={viewing !== null}
          detail={shownDetail}
          row={viewing}
          onClose={closeDetail}
          historyTable={historyTableOf(resource)}
          attachments={attachments && { table: attachments, writable: access.write }}
        />
      )}
    </>
  );
}

/** Filter fields: only a few lists have them, so their code (a select, a day) loads with such a list. */
const ListFieldFilters = lazyView(() => import('./ListFieldFilters'));

/** A filter of the list, with how many rows it has; pressed while it is on. */
function FilterButton({ resource, filter, on, onClick }: { resource: AnyListSource; filter: ListFilter; on: boolean; onClick: () => void }) {
  const count = useFilterCount(resource, filter);
  return (
    <Button variant={on ? 'contained' : 'outlined'} color="warning" aria-pressed={on} onClick={onClick}>
      {count === undefined ? filter.label : `${filter.label} (${count})`}
    </Button>
  );
}

interface BodyProps<Row extends { id: string }> {
  resource: ListPageProps<Row>['resource'];
  list: ListController<Row>;
  actions?: (row: Row) => ReactNode;
}

function emptyText(resource: Pick<Resource, 'texts' | 'filters'>, state: ListController<unknown>['state']) {
  if (state.q) return `Geen resultaten voor '${state.q}'.`;
  if (Object.keys(state.fields).length > 0) return 'Geen resultaten voor deze filters.';
  const filter = resource.filters?.find((f) => f.key === state.filter);
  return filter ? `Geen resultaten voor '${filter.label}'.` : resource.texts.empty;
}

/** Loading, error with retry, empty, or the table with its pages; loaded rows stay while the next page loads. */
function ListBody<Row extends { id: string }>({ resource, list, actions }: BodyProps<Row>) {
  const { state, sortBy, goToPage, rows, count, loaded, error, isLoading, isValidating, refresh, pageSize: size, lastPage } = list;

  if (!loaded && isLoading) return <LoadingState />;
  // What failed (the screen's text) and why, in Dutch: no connection, no permission, a timeout.
  const failure = <ErrorState title={resource.texts.loadError} text={toDutchMessage(error)} onRetry={refresh} />;
  if (!loaded) return failure;
  // Rows that were loaded stay; the failure of their refresh shows above them.
  const notice = error ? failure : null;
  if (count === 0) {
    return (
      <>
        {notice}
        <EmptyState text={emptyText(resource, state)} />
      </>
    );
  }
  return (
    <Box sx={{ position: 'relative' }} aria-busy={isValidating}>
      {notice}
      <LinearProgress aria-hidden sx={{ visibility: isValidating ? 'visible' : 'hidden', height: 2 }} />
      {resource.Card ? (
        <Stack component="ul" spacing={2} aria-label={resource.texts.tableLabel ?? resource.texts.listTitle ?? resource.texts.title} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <li key={row.id}>{resource.Card && <resource.Card row={row} />}</li>
          ))}
        </Stack>
      ) : (
        <ListTable
          label={resource.texts.tableLabel ?? resource.texts.listTitle ?? resource.texts.title}
          columns={resource.columns}
          rows={rows}
          sort={state.sort}
          onSort={sortBy}
          rowKey={(row) => row.id}
          actions={actions}
          expand={resource.expand}
        />
      )}
      {count > size && (
        <ListPagination count={count} page={Math.min(state.page, lastPage) - 1} rowsPerPage={size} onPageChange={(page) => goToPage(page + 1)} />
      )}
    </Box>
  );
}
