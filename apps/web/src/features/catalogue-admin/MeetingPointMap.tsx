import 'leaflet/dist/leaflet.css';
import { DEFAULT_MAP_POINT, MAP_HEIGHT_PX, MAP_ZOOM } from '@roteiro/domain/catalogue/activity';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { useT } from '../../shared/i18n/useT.tsx';

type TLatLng = { lat: number; lng: number };

function ClickToPick({ onPick }: { onPick: (point: TLatLng) => void }) {
  useMapEvents({
    click: (event) =>
      onPick({ lat: Number(event.latlng.lat.toFixed(6)), lng: Number(event.latlng.lng.toFixed(6)) }),
  });
  return null;
}

function FollowMarker({ point }: { point: TLatLng }) {
  const map = useMap();
  useEffect(() => {
    map.panTo([point.lat, point.lng]);
  }, [map, point.lat, point.lng]);
  return null;
}

/**
 * The meeting point on an OpenStreetMap map: click to move it. Works without tiles (offline): the click
 * still sets the point, and the coordinates are shown beside the map.
 */
export function MeetingPointMap({
  value,
  onChange,
}: {
  value: TLatLng | null;
  onChange: (point: TLatLng) => void;
}) {
  const { t } = useT();
  const point = value ?? DEFAULT_MAP_POINT;
  return (
    // Leaflet's panes use z-indexes up to 1000: isolate them so the wizard's sticky buttons stay on top.
    <div style={{ isolation: 'isolate' }}>
      <MapContainer
        zoomControl={false}
        center={[point.lat, point.lng]}
        zoom={MAP_ZOOM}
        style={{ height: MAP_HEIGHT_PX, width: '100%', borderRadius: 8 }}
        aria-label={t('authoring.location.map')}
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
        <CircleMarker
          center={[point.lat, point.lng]}
          radius={10}
          pathOptions={{ color: '#1f4e8c', fillOpacity: 0.8 }}
        />
        <ClickToPick onPick={onChange} />
        <FollowMarker point={point} />
      </MapContainer>
    </div>
  );
}
