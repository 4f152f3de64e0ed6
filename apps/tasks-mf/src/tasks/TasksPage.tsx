import { Link as RouterLink } from 'react-router-dom';
import { Button, Stack, Typography } from '@mui/material';
import { AddIcon, PageHeader, QueryState } from '@facility/ui';
import { toDutchMessage } from '@facility/data';
import { TaskCard } from './TaskCard';
import { OPEN_TASKS_LIMIT, useOpenTasks } from './useOpenTasks';
import { useFetchErrorToast } from './useFetchErrorToast';

export default function TasksPage() {
  const { data, error, isLoading, mutate } = useOpenTasks();
  useFetchErrorToast(error);
  const tasks = data ?? [];
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
        errorText={error ? `Fout bij ophalen taken: ${toDutchMessage(error)}` : ''}
        emptyText="Nog geen taken. Voeg hierboven je eerste taak toe!"
        onRetry={() => mutate()}
      >
        <Stack spacing={2}>
          {tasks.map((task) => (
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
