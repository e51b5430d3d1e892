import { toast } from '../lib/toast';
import { PageHeader } from '../components/ui/page-header';
import { positionLabel, useViewerPosition } from '../features/nearby';
import { InteractiveMap, MapSkeleton } from '../features/map';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

/** /app/maps: every visible business and professional around the viewer on OpenStreetMap (issue 14). */
export default function MapsPage() {
  useDocumentTitle(t('Interactive Map'));
  const state = useViewerPosition();
  const { position } = state;

  function locate() {
    state.locateDevice((ok, denied) => {
      if (ok) toast.success(t('Using your location'));
      else if (denied)
        toast.error(t('Location access is blocked'), { description: t('Allow location for this site in your browser settings.') });
      else toast.error(t('Could not find your location'));
    });
  }

  return (
    <>
      <PageHeader title={t('Interactive Map')} description={t('Businesses and professionals around you. Select a marker for details.')} />
      {position ? (
        <InteractiveMap
          position={{ lat: position.lat, lng: position.lng }}
          positionLabel={positionLabel(position)}
          onLocate={locate}
          locating={state.geoStatus === 'locating'}
        />
      ) : (
        <MapSkeleton />
      )}
    </>
  );
}
