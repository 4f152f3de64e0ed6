import { useMemo } from 'react';
import { ListPage } from '@facility/kit';
import { useServiceActions } from '../provisionService/useServiceActions';
import type { TechnicalProvision } from './provisionRow';
import { technicalProvisionsResource } from './technicalProvisionsResource';

/** /technical-provisions, with 'Onderhoud uitgevoerd' and 'Keuring uitgevoerd' in each row's menu. */
export default function TechnicalProvisionsPage() {
  const service = useServiceActions<TechnicalProvision>();
  const resource = useMemo((): typeof technicalProvisionsResource => ({ ...technicalProvisionsResource, actions: service.actions }), [service.actions]);
  return (
    <>
      <ListPage resource={resource} />
      {service.dialog}
    </>
  );
}
