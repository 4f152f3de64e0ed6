import { toFormValues } from './formValues';

describe('toFormValues', () => {
  const empty = { name: '', floor: '0', entrance_id: '', front_door_key: true, comments: '' };

  it('takes the form’s fields from the row, numbers as text, empty values as the empty form has them', () => {
    const row = { id: 's1', name: 'Dakterras', floor: 3, entrance_id: null, front_door_key: false, comments: null, created_at: '' };
    expect(toFormValues(empty, row)).toEqual({ name: 'Dakterras', floor: '3', entrance_id: '', front_door_key: false, comments: '' });
  });
});
