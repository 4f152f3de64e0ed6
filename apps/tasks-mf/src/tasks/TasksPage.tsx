import { Link as RouterLink } from '@facility/runtime/router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AddIcon, PageHeader, QueryState } from '@facility/ui';
import { toDutchMessage } from '@facility/data/records';
import { TaskCard } from './TaskCard';
import { useRenderInSteps } from './renderInSteps';
import { OPEN_TASKS_LIMIT, TASKS_FETCH_FAILED, useOpenTasks } from './useOpenTasks';

/**
 * Open tasks. A failed fetch is said once, in place with a retry (no toast as well);
 * tasks that were loaded stay on screen below it.
 */
export default function TasksPage() {
  const { data, error, isLoading, mutate } = useOpenTasks();
  const tasks = data ?? [];
  const shown = useRenderInSteps(tasks);
  return (
    <>
      <PageHeader
        title="Openstaande Taken"
        action={
          <Button component={RouterLink} to="/new-task" variant="contained" startIcon={<AddIcon />}>
            Nieuwe Taak
          </Button>
        }
      />
      <QueryState
        loading={isLoading}
        error={error}
        empty={tasks.length === 0}
        errorTitle={TASKS_FETCH_FAILED}
        errorText={error ? toDutchMessage(error) : ''}
        emptyText="Nog geen taken. Voeg hierboven je eerste taak toe!"
        onRetry={() => mutate()}
      >
        <Stack spacing={2}>
          {shown.map((task) => (
            <TaskCard key={task.id} task={task} />
          ))}
        </Stack>
        {tasks.length === OPEN_TASKS_LIMIT && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {`Alleen de ${OPEN_TASKS_LIMIT} nieuwste openstaande taken worden getoond.`}
          </Typography>
        )}
      </QueryState>
    </>
  );
}
