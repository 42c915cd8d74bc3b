import type { LessonBlock } from '@shared/contract/lesson-content';
import { ProvinceMapFigure, type MapLegend } from './province-map-figure';
import { SymbolsFigure } from './symbols-figure';
import { TimelineFigure } from './timeline-figure';
import { TreeFigure } from './tree-figure';
import styles from './figures.module.css';

type FigureBlock = Extract<LessonBlock, { type: 'timeline' | 'map' | 'tree' | 'symbols' }>;

function FigureBody({ block, mapLegend }: { block: FigureBlock; mapLegend?: MapLegend | undefined }) {
  switch (block.type) {
    case 'timeline':
      return <TimelineFigure events={block.events} />;
    case 'map':
      return <ProvinceMapFigure places={block.places} legend={mapLegend ?? legendFromCaption(block.caption)} />;
    case 'tree':
      return <TreeFigure root={block.root} />;
    case 'symbols':
      return <SymbolsFigure items={block.items} />;
  }
}

/**
 * The map's legend, from its caption ("Canada's 10 provinces and 3 territories…", "Les 10
 * provinces et les 3 territoires…"): the count and the word after it, so no UI string is needed.
 */
function legendFromCaption(caption: string): MapLegend | undefined {
  const byCount = new Map([...caption.matchAll(/(\d+)\s+(\p{L}+)/gu)].map((m) => [Number(m[1]), m[0]]));
  const provinces = byCount.get(10);
  const territories = byCount.get(3);
  return provinces && territories ? { provinces, territories } : undefined;
}

/**
 * A lesson's drawing (timeline, map, tree or symbols) with its caption. `mapLegend` names the two
 * kinds of tile of the map when its caption does not (see legendFromCaption).
 */
export function LessonFigure({ block, mapLegend }: { block: FigureBlock; mapLegend?: MapLegend }) {
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{block.caption}</figcaption>
      <FigureBody block={block} mapLegend={mapLegend} />
    </figure>
  );
}
