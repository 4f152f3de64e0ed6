import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Admin, Resource } from 'react-admin';
import { makeDataProvider } from './dataProvider';
import type { RuntimeConfig } from './config';
import { HousingList } from './housing';
import { SpaceList } from './spaces';

export const App = ({ config }: { config: RuntimeConfig }) => {
  const dataProvider = useMemo(() => makeDataProvider(config), [config]);
  return (
    <BrowserRouter>
      <Admin dataProvider={dataProvider} disableTelemetry>
        <Resource name="housing" list={HousingList} />
        <Resource name="spaces" list={SpaceList} />
      </Admin>
    </BrowserRouter>
  );
};
