import 'leaflet/dist/leaflet.css';
import type { TRelayPoint } from '@shop/api-client';
import { divIcon, latLngBounds, type LeafletKeyboardEvent } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { env } from '../env';
import { escapeHtml } from '../app/escape-html';
import styles from './RelayMap.module.css';

export interface RelayMapProps {
  points: TRelayPoint[];
  chosenId: string | null;
  origin: { latitude: number; longitude: number } | null;
  onChoose: (point: TRelayPoint) => void;
}

const PIN =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 32" width="28" height="36" aria-hidden="true" focusable="false"><path d="M12 31s-11-10.2-11-19a11 11 0 0 1 22 0c0 8.8-11 19-11 19z"/><circle cx="12" cy="12" r="4"/></svg>';

/** The marker: an inline SVG pin (nothing downloaded), its name for screen readers. */
function pinIcon(name: string, chosen: boolean) {
  return divIcon({
    className: chosen ? `${styles.marker} ${styles.chosen}` : styles.marker,
    html: `${PIN}<span class="ui-visually-hidden">${escapeHtml(name)}</span>`,
    iconSize: [28, 36],
    iconAnchor: [14, 36],
  });
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Leaflet measures its box once, when it starts: inside a modal that may still be opening, or
 * after the window turns, it measures again whenever the box changes size.
 */
function KeepSize() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => map.invalidateSize({ animate: false }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** Frames the search's points, then follows the chosen one. */
function FollowChoice({ points, chosen }: { points: TRelayPoint[]; chosen: TRelayPoint | null }) {
  const map = useMap();
  useEffect(() => {
    if (points.length < 2) return;
    const bounds = latLngBounds(points.map((point) => [point.latitude, point.longitude]));
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15, animate: false });
  }, [map, points]);
  useEffect(() => {
    if (!chosen) return;
    map.panTo([chosen.latitude, chosen.longitude], { animate: !reducedMotion() });
  }, [map, chosen]);
  return null;
}

/**
 * The relay points on a Leaflet map. Tiles only when VITE_MAP_TILE_URL names a server: by
 * default the markers stand on a plain background and nothing is fetched. A marker is chosen
 * by click, Enter or Space.
 */
export default function RelayMap({ points, chosenId, origin, onChoose }: RelayMapProps) {
  const { t } = useTranslation();
  const chosen = points.find((point) => point.id === chosenId) ?? null;
  const first = chosen ?? origin ?? points[0];
  const icons = useMemo(
    () =>
      new Map(
        points.map((point) => {
          const isChosen = point.id === chosenId;
          const name = isChosen
            ? `${point.name} (${t('delivery.shipping.relayChosen')})`
            : point.name;
          return [point.id, pinIcon(name, isChosen)];
        }),
      ),
    [points, chosenId, t],
  );
  if (!first) return null;
  const tiles = env.VITE_MAP_TILE_URL;

  return (
    <div className={styles.frame} role="region" aria-label={t('delivery.shipping.relayMap')}>
      <MapContainer
        className={styles.map}
        center={[first.latitude, first.longitude]}
        zoom={14}
        scrollWheelZoom={false}
        zoomControl={false}
        attributionControl={tiles !== ''}
      >
        {tiles ? <TileLayer url={tiles} attribution={env.VITE_MAP_TILE_ATTRIBUTION} /> : null}
        <ZoomControl
          position="topright"
          zoomInTitle={t('delivery.shipping.mapZoomIn')}
          zoomOutTitle={t('delivery.shipping.mapZoomOut')}
        />
        {points.map((point) => (
          <Marker
            key={point.id}
            position={[point.latitude, point.longitude]}
            icon={icons.get(point.id)}
            zIndexOffset={point.id === chosenId ? 1000 : 0}
            eventHandlers={{
              click: () => onChoose(point),
              keydown: (event: LeafletKeyboardEvent) => {
                const key = event.originalEvent.key;
                if (key !== 'Enter' && key !== ' ') return;
                event.originalEvent.preventDefault();
                onChoose(point);
              },
            }}
          />
        ))}
        <KeepSize />
        <FollowChoice points={points} chosen={chosen} />
      </MapContainer>
    </div>
  );
}
