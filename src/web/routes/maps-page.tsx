import { toast } from '../lib/toast';
import { PageHeader } from '../components/ui/page-header';
import { positionLabel, useViewerPosition } from '../features/discover/viewer-position';
import { InteractiveMap, MapSkeleton } from '../features/map/interactive-map';
import { useDocumentTitle } from '../lib/use-document-title';

/** /app/maps: every visible business and professional around the viewer on OpenStreetMap (issue 14). */
export default function MapsPage() {
  useDocumentTitle('Interactive Map');
  const state = useViewerPosition();
  const { position } = state;

  function locate() {
    state.locateDevice((ok, denied) => {
      if (ok) toast.success('Using your location');
      else if (denied) toast.error('Location access is blocked', { description: 'Allow location for this site in your browser settings.' });
      else toast.error('Could not find your location');
    });
  }

  return (
    <>
      <PageHeader title="Interactive Map" description="Businesses and professionals around you. Select a marker for details." />
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
