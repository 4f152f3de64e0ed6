import { DataTable, List } from 'react-admin';

export const SpaceList = () => (
  <List sort={{ field: 'name', order: 'ASC' }} perPage={25}>
    <DataTable>
      <DataTable.Col source="name" />
      <DataTable.NumberCol source="floor" />
      <DataTable.Col source="comments" />
    </DataTable>
  </List>
);
