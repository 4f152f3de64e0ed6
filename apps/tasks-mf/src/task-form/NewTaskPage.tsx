import { useNavigate } from '@facility/runtime/router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { PageHeader } from '@facility/ui';
import { TaskForm } from './TaskForm';
import { createTask } from './createTask';

export default function NewTaskPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Nieuwe Taak" />
      <Card sx={{ maxWidth: 760 }}>
        <CardHeader title="Taak Toevoegen" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent sx={{ pt: 0 }}>
          <TaskForm save={createTask} onSaved={() => navigate('/tasks')} />
        </CardContent>
      </Card>
    </>
  );
}
