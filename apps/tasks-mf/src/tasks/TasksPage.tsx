import { Link as RouterLink } from '@facility/runtime/router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PageHeader, QueryState } from '@facility/ui';
import { AddIcon } from '@facility/ui/icons';
import { toDutchMessage, useWriteAccess } from '@facility/data/records';
import { ListPagination } from '@facility/kit/list';
import { TaskCard } from './TaskCard';
import { useRenderInSteps } from './renderInSteps';
import { TASKS_FETCH_FAILED } from './taskRow';
import { useOpenTasks } from './useOpenTasks';

/**
 * Open tasks, 100 a page. A failed fetch is said once, in place with a retry (no toast
 * as well); tasks that were loaded stay on screen below it.
 */
export default function TasksPage() {
  const { rows, count, error, isLoading, refresh, state, pageSize, lastPage, goToPage } = useOpenTasks();
  const shown = useRenderInSteps(rows);
  const { write } = useWriteAccess();
  return (
    <>
      <PageHeader
        title="Openstaande Taken"
        action={
          write && (
            <Button component={RouterLink} to="/new-task" variant="contained" startIcon={<AddIcon />}>
              Nieuwe Taak
            </Button>
          )
        }
      />
      <QueryState
        loading={isLoading}
        error={error}
        empty={rows.length === 0}
        errorTitle={TASKS_FETCH_FAILED}
        errorText={error ? toDutchMessage(error) : ''}
        emptyText="Nog geen taken. Voeg hierboven je eerste taak toe!"
        onRetry={refresh}
      >
        <Stack spacing={2}>
          {shown.map((task) => (
            <TaskCard key={task.id} task={task} />
          ))}
        </Stack>
        {count > pageSize && (
          <ListPagination count={count} page={Math.min(state.page, lastPage) - 1} rowsPerPage={pageSize} onPageChange={(page) => goToPage(page + 1)} />
        )}
      </QueryState>
    </>
  );
}
