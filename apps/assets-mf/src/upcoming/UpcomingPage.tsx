import { useMemo } from 'react';
import type { ServiceKind } from '@facility/data/records';
import { ListPage } from '@facility/kit';
import type { TechnicalProvision } from '../technicalProvisions/provisionRow';
import { PROVISION_DETAIL } from '../technicalProvisions/technicalProvisionsResource';
import { useServiceActions } from '../provisionService/useServiceActions';
import { upcomingResource } from './upcomingResource';

const KINDS: Record<ServiceKind, readonly ServiceKind[]> = { maintenance: ['maintenance'], inspection: ['inspection'] };

/** An upcoming page with 'Bekijken' and the matching 'uitgevoerd' action, which moves the provision on. */
export function UpcomingPage({ kind }: { kind: ServiceKind }) {
  const service = useServiceActions<TechnicalProvision>(KINDS[kind]);
  const resource = useMemo(
    (): ReturnType<typeof upcomingResource> => ({ ...upcomingResource(kind), actions: service.actions, detail: PROVISION_DETAIL }),
    [kind, service.actions],
  );
  return (
    <>
      <ListPage resource={resource} />
      {service.dialog}
    </>
  );
}
