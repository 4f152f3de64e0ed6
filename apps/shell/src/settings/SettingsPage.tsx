import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from '@facility/runtime/router';
import { PageHeader } from '@facility/ui';
import { GeneralTab } from './GeneralTab';
import { settingsTabs, tabFromParam, type SettingsTab } from './tabs';
import { RemoteView } from '../remotes/RemoteView';

export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const choose = (value: SettingsTab) => setParams({ tab: value });
  return (
    <>
      <PageHeader title="Instellingen" />
      <Tabs
        value={tab}
        onChange={(_, value) => choose(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {settingsTabs.map(({ value, label }) => (
          <Tab key={value} value={value} label={label} id={`tab-${value}`} aria-controls={`panel-${value}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'general' && <GeneralTab />}
        {tab === 'buildings' && <RemoteView remote="buildings_mf" view="settings-buildings" />}
        {tab === 'entrances' && <RemoteView remote="buildings_mf" view="settings-entrances" />}
      </Box>
    </>
  );
}
