import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, Popup, TileLayer, ZoomControl } from 'react-leaflet';
import { useT } from '../../shared/i18n/useT.tsx';

/** Map zoom and height of the meeting point (catalogue.md §9). */
export const MAP_ZOOM = 18;
export const MAP_HEIGHT_PX = 350;

type TMeetingPointMapProps = { lat: number; lng: number; label: string };

/** The meeting point on an OpenStreetMap map. Loaded on its own, so pages without a map never download Leaflet. */
export function MeetingPointMap({ lat, lng, label }: TMeetingPointMapProps) {
  const { t } = useT();
  return (
    <section aria-label={t('catalogue.details.mapOf', { place: label })}>
      <MapContainer
        zoomControl={false}
        center={[lat, lng]}
        zoom={MAP_ZOOM}
        scrollWheelZoom={false}
        style={{ height: MAP_HEIGHT_PX, width: '100%', borderRadius: 'var(--mantine-radius-md)', zIndex: 0 }}
      >
        <ZoomControl
          key={t('common.map.zoomIn')}
          zoomInTitle={t('common.map.zoomIn')}
          zoomOutTitle={t('common.map.zoomOut')}
        />
        <TileLayer
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
        />
        <CircleMarker center={[lat, lng]} radius={12} pathOptions={{ color: '#c24f1a', fillOpacity: 0.8 }}>
          <Popup>{label}</Popup>
        </CircleMarker>
      </MapContainer>
    </section>
  );
}
