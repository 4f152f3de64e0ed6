import { useNavigate } from 'react-router-dom';
import { Card, CardContent, CardHeader } from '@mui/material';
import { toDutchMessage } from '@facility/data';
import { PageHeader, useToast } from '@facility/ui';
import { TaskForm } from './TaskForm';
import { createTask } from './createTask';
import type { ValidTask } from './taskSchema';

export default function NewTaskPage() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const submit = async (task: ValidTask) => {
    try {
      await createTask(task);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Fout bij toevoegen taak', description: toDutchMessage(error) });
      return;
    }
    toast({ variant: 'success', title: 'Taak toegevoegd', description: 'De taak is succesvol toegevoegd.' });
    navigate('/tasks');
  };
  return (
    <>
      <PageHeader title="Nieuwe Taak" />
      <Card sx={{ maxWidth: 760 }}>
        <CardHeader title="Taak Toevoegen" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent sx={{ pt: 0 }}>
          <TaskForm onSubmit={submit} />
        </CardContent>
      </Card>
    </>
  );
}
