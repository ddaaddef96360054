import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, Polyline, Popup, TileLayer, Tooltip, ZoomControl } from 'react-leaflet';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import type { TItineraryDay } from './lisbonAndPorto.ts';

/** The stops of a multi-day trip on an OpenStreetMap map, joined in order; each marker says its day. */
export function ItineraryMap({ days }: { days: TItineraryDay[] }) {
  const { t } = useT();
  const stops = days.flatMap((day, index) => day.stops.map((stop) => ({ ...stop, day: index + 1 })));
  const bounds = stops.map((stop) => [stop.lat, stop.lng] as [number, number]);
  return (
    <section aria-label={t('trip.map.label')}>
      <MapContainer
        zoomControl={false}
        bounds={bounds}
        boundsOptions={{ padding: [24, 24] }}
        scrollWheelZoom={false}
        style={{ height: 420, width: '100%', borderRadius: 'var(--mantine-radius-md)', zIndex: 0 }}
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
        <Polyline positions={bounds} pathOptions={{ color: '#1c4e80', weight: 3, dashArray: '6 6' }} />
        {stops.map((stop) => (
          <CircleMarker
            key={stop.key}
            center={[stop.lat, stop.lng]}
            radius={9}
            pathOptions={{ color: '#c24f1a', fillOpacity: 0.85 }}
          >
            <Tooltip direction="top">{t('trip.map.day', { day: stop.day })}</Tooltip>
            <Popup>
              {t('trip.map.dayStop', { day: stop.day, stop: t(`trip.stops.${stop.key}` as TMessageId) })}
            </Popup>
          </CircleMarker>
        ))}
      </MapContainer>
    </section>
  );
}
