import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import type { TLiveMapPoint } from '@roteiro/domain/catalogue/public';
import L from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer, ZoomControl } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { Link } from 'react-router';
import { useT } from '../../shared/i18n/useT.tsx';
import { InEnglishNote } from '../catalogue-public/InEnglishNote.tsx';
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
  const { t, locale } = useT();
  const bounds = points.length > 0 ? L.latLngBounds(points.map((p) => [p.lat, p.lng])) : PORTUGAL;
  return (
    <section aria-label={t('pages.liveMap.mapLabel')}>
      <MapContainer
        zoomControl={false}
        bounds={bounds}
        boundsOptions={{ padding: [32, 32], maxZoom: 14 }}
        scrollWheelZoom={false}
        className={classes.map}
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
        <MarkerClusterGroup chunkedLoading showCoverageOnHover={false} maxClusterRadius={50}>
          {points.map((point) => (
            <Marker
              key={point.id}
              position={[point.lat, point.lng]}
              icon={point.live ? ICONS.live : ICONS.idle}
              title={point.live ? t('pages.liveMap.markerLive', { title: point.title }) : point.title}
              alt={point.title}
              zIndexOffset={point.live ? 1000 : 0}
            >
              <Popup>
                <strong lang={point.contentLocale !== locale ? point.contentLocale : undefined}>
                  {point.title}
                </strong>
                {point.live && <div className={classes.liveLabel}>{t('pages.liveMap.runningNow')}</div>}
                <div>
                  {t('pages.liveMap.meetingPoint')}:{' '}
                  <span lang={point.meetingPointLocale !== locale ? point.meetingPointLocale : undefined}>
                    {point.meetingPoint}
                  </span>
                </div>
                {(point.contentLocale !== locale || point.meetingPointLocale !== locale) && <InEnglishNote />}
                <Link to={`/details/${point.id}/${point.slug}`}>{t('pages.liveMap.seeTour')}</Link>
              </Popup>
            </Marker>
          ))}
        </MarkerClusterGroup>
      </MapContainer>
    </section>
  );
}
