import { DataTable, List } from 'react-admin';

export const HousingList = () => (
  <List sort={{ field: 'street', order: 'ASC' }} perPage={25}>
    <DataTable>
      <DataTable.Col source="street" />
      <DataTable.Col source="house_number" />
      <DataTable.Col source="type" />
      <DataTable.Col source="status" />
      <DataTable.NumberCol source="square_meters" />
    </DataTable>
  </List>
);
