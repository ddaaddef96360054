import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import type { TLiveMapPoint } from '@roteiro/domain/catalogue/public';
import L from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { Link } from 'react-router';
import classes from './LiveMap.module.css';

/** Portugal's mainland, the view before the points arrive or when there are none. */
const PORTUGAL: L.LatLngBoundsExpression = [
  [36.9, -9.6],
  [42.2, -6.2],
];

const icon = (live: boolean) =>
  L.divIcon({
    className: live ? classes.liveMarker : classes.marker,
    iconSize: live ? [22, 22] : [16, 16],
    html: '<span></span>',
  });
const ICONS = { live: icon(true), idle: icon(false) };

/** Every meeting point, clustered when zoomed out; the tours running now in terracotta with a pulse. */
export function LiveMap({ points }: { points: TLiveMapPoint[] }) {
  const bounds = points.length > 0 ? L.latLngBounds(points.map((p) => [p.lat, p.lng])) : PORTUGAL;
  return (
    <section aria-label="Map of the tours' meeting points">
      <MapContainer
        bounds={bounds}
        boundsOptions={{ padding: [32, 32], maxZoom: 14 }}
        scrollWheelZoom={false}
        className={classes.map}
      >
        <TileLayer
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
        />
        <MarkerClusterGroup chunkedLoading showCoverageOnHover={false} maxClusterRadius={50}>
          {points.map((point) => (
            <Marker
              key={point.id}
              position={[point.lat, point.lng]}
              icon={point.live ? ICONS.live : ICONS.idle}
              title={point.live ? `${point.title} (running now)` : point.title}
              alt={point.title}
              zIndexOffset={point.live ? 1000 : 0}
            >
              <Popup>
                <strong>{point.title}</strong>
                {point.live && <div className={classes.liveLabel}>Running now</div>}
                <div>Meets at {point.meetingPoint}</div>
                <Link to={`/details/${point.id}/${point.slug}`}>See the tour</Link>
              </Popup>
            </Marker>
          ))}
        </MarkerClusterGroup>
      </MapContainer>
    </section>
  );
}
