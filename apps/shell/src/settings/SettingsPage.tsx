import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from '@facility/runtime/router';
import { PageHeader } from '@facility/ui';
import { GeneralTab } from './GeneralTab';
import { servedTabs } from '../app/routeTable';
import { tabView } from '../remotes/loadView';
import { RemoteView } from '../remotes/RemoteView';
import { useLiveManifest } from '../remotes/useLiveManifest';

const GENERAL = 'general';

/**
 * 'Algemeen', then the tabs the live remotes declare. ?tab= names the open one; an unknown
 * name opens Algemeen, unless the manifest could not be read: then that tab's area says it
 * is unavailable, and its retry reads the manifest again.
 */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const manifest = useLiveManifest();
  const tabs = servedTabs(manifest);
  const asked = params.get('tab') ?? GENERAL;
  const served = tabs.some((tab) => tab.tab === asked);
  const waiting = asked !== GENERAL && !served && manifest.unreachable;
  const open = served || waiting ? asked : GENERAL;
  return (
    <>
      <PageHeader title="Instellingen" />
      <Tabs
        value={served || open === GENERAL ? open : false}
        onChange={(_, value) => setParams({ tab: value })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value={GENERAL} label="Algemeen" id={`tab-${GENERAL}`} aria-controls={`panel-${GENERAL}`} />
        {tabs.map(({ tab, label }) => (
          <Tab key={tab} value={tab} label={label} id={`tab-${tab}`} aria-controls={`panel-${tab}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`panel-${open}`} aria-labelledby={served || open === GENERAL ? `tab-${open}` : undefined} aria-label={waiting ? 'Instellingen' : undefined}>
        {open === GENERAL ? <GeneralTab /> : <RemoteView key={open} id={`settings ${open}`} target={() => tabView(open)} />}
      </Box>
    </>
  );
}
