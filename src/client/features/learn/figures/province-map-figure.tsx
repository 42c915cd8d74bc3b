import type { LessonBlock } from '@shared/contract/lesson-content';
import styles from './province-map.module.css';

type Place = Extract<LessonBlock, { type: 'map' }>['places'][number];
/** The legend's two entries, e.g. "10 provinces" and "3 territories". */
export interface MapLegend {
  provinces: string;
  territories: string;
}

const TERRITORIES: ReadonlySet<Place['code']> = new Set(['YT', 'NT', 'NU']);

function Star() {
  return (
    <svg className={styles.star} aria-hidden="true" focusable="false" viewBox="0 0 10 10">
      <path d="M5 .4l1.4 3 3.2.3-2.4 2.1.7 3.2L5 7.3 2.1 9l.7-3.2L.4 3.7l3.2-.3z" />
    </svg>
  );
}

function Swatch({ territory }: { territory: boolean }) {
  return <span aria-hidden="true" className={[styles.swatch, territory && styles.territory].filter(Boolean).join(' ')} />;
}

/**
 * A schematic tile map (our own drawing, not to scale): one tile per province or territory,
 * placed roughly where it is, with its capital. The tiles are the items of a list (in the data's
 * order), so a screen reader hears each name, capital and note once.
 */
export function ProvinceMapFigure({ places, legend }: { places: Place[]; legend?: MapLegend | undefined }) {
  const notes = places.filter((place) => place.note);
  // role="list": Safari does not announce a list whose markers are hidden.
  return (
    <>
      <ul role="list" className={styles.map}>
        {places.map((place) => (
          <li
            key={place.code}
            className={[styles.tile, TERRITORIES.has(place.code) && styles.territory].filter(Boolean).join(' ')}
            style={{ gridArea: place.code }}
          >
            <span className={styles.code}>{place.code}</span>
            <span className={styles.name}>{place.name}</span>
            <span className={styles.capital}>
              <Star />
              {place.capital}
            </span>
          </li>
        ))}
      </ul>
      {legend && (
        <ul role="list" className={styles.legend}>
          <li>
            <Swatch territory={false} />
            {legend.provinces}
          </li>
          <li>
            <Swatch territory />
            {legend.territories}
          </li>
        </ul>
      )}
      {notes.length > 0 && (
        <ul role="list" className={styles.notes}>
          {notes.map((place) => (
            <li key={place.code}>
              <strong className={styles.noteCode}>{place.code}</strong> <span>{place.note}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
