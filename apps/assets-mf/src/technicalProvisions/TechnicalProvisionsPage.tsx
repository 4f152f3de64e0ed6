import { useMemo } from 'react';
import { ListPage, preloadList } from '@facility/kit';
import { useServiceActions } from '../provisionService/useServiceActions';
import type { TechnicalProvision } from './provisionRow';
import { technicalProvisionsResource } from './technicalProvisionsResource';

/** The first page of rows starts loading while the page renders (at start). */
export const preloadData = () => preloadList(technicalProvisionsResource);

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
