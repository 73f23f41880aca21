/**
 * The reference's weapon, bow, arrow and armor tables as data (reference §8, §9.3–§9.6), so a
 * sheet can say `weapon: katana` or `armor: light`. Reach follows reference §9.2's rule of thumb
 * on a 5-ft grid: swords, knives, staves and other Small, Medium and Large weapons 5 ft; spears
 * and polearms 10 ft.
 */

export type Size = 'small' | 'medium' | 'large';

export interface WeaponEntry {
  readonly damage: string;
  readonly skill: string;
  readonly size: Size;
  readonly keywords: readonly string[];
  readonly reach?: number;
  /** Bows: range in feet and the bow's Strength (reference §9.4). */
  readonly range?: number;
  readonly strength?: number;
}

const w = (
  damage: string,
  skill: string,
  size: Size,
  keywords: readonly string[] = [],
  extra: Partial<WeaponEntry> = {},
): WeaponEntry => ({ damage, skill, size, keywords, ...extra });

/** reference §9.3 (melee), §9.4 (bows, with willow-leaf arrows 2k2), §9.6 (thrown). */
export const WEAPONS: Readonly<Record<string, WeaponEntry>> = {
  katana: w('3k2', 'kenjutsu', 'medium', ['samurai', 'katana', 'steel']),
  wakizashi: w('2k2', 'kenjutsu', 'medium', ['samurai', 'steel']),
  'no-dachi': w('3k3', 'kenjutsu', 'large', ['steel']),
  'ninja-to': w('2k2', 'ninjutsu', 'medium', ['steel']),
  scimitar: w('2k3', 'kenjutsu', 'medium', ['steel']),
  parangu: w('2k2', 'kenjutsu', 'medium', ['peasant', 'steel']),
  tanto: w('1k1', 'knives', 'small', ['steel']),
  aiguchi: w('1k1', 'knives', 'small', ['steel']),
  jitte: w('1k1', 'knives', 'small', ['steel']),
  sai: w('1k1', 'knives', 'small', ['steel']),
  kama: w('0k2', 'knives', 'small', ['peasant', 'steel']),
  'dai tsuchi': w('5k2', 'heavyWeapons', 'large', ['wood']),
  masakari: w('2k3', 'heavyWeapons', 'medium', ['steel']),
  ono: w('0k4', 'heavyWeapons', 'large', ['steel']),
  tetsubo: w('3k3', 'heavyWeapons', 'large', ['steel']),
  bisento: w('3k3', 'polearms', 'large', ['polearm', 'wood-hafted'], { reach: 10 }),
  nagamaki: w('2k3', 'polearms', 'large', ['polearm', 'wood-hafted'], { reach: 10 }),
  naginata: w('3k2', 'polearms', 'large', ['polearm', 'samurai', 'wood-hafted'], { reach: 10 }),
  sasumata: w('0k2', 'polearms', 'large', ['polearm', 'grapple', 'wood-hafted'], { reach: 10 }),
  sodegarami: w('1k1', 'polearms', 'large', ['polearm', 'grapple', 'wood-hafted'], { reach: 10 }),
  yari: w('2k2', 'spears', 'large', ['spear', 'wood-hafted'], { reach: 10 }),
  'nage-yari': w('1k2', 'spears', 'medium', ['spear', 'wood-hafted'], { reach: 10 }),
  'mai chong': w('0k3', 'spears', 'large', ['spear', 'wood-hafted'], { reach: 10 }),
  kumade: w('1k1', 'spears', 'large', ['peasant', 'wood-hafted'], { reach: 10 }),
  bo: w('1k2', 'staves', 'large', ['wood']),
  jo: w('0k2', 'staves', 'medium', ['wood']),
  'machi-kanshisha': w('0k2', 'staves', 'medium', ['wood']),
  nunchaku: w('1k2', 'staves', 'small', ['peasant', 'wood']),
  tonfa: w('0k3', 'staves', 'medium', ['peasant', 'wood']),
  kusarigama: w('0k2', 'chainWeapons', 'large', ['chain', 'grapple']),
  'kyoketsu-shogi': w('0k1', 'chainWeapons', 'large', ['chain', 'grapple']),
  manrikikusari: w('1k1', 'chainWeapons', 'large', ['chain', 'grapple']),
  'war fan': w('0k1', 'warFan', 'small', ['steel']),
  yumi: w('2k2', 'kyujutsu', 'large', ['bow'], { range: 250, strength: 3 }),
  'dai-kyu': w('2k2', 'kyujutsu', 'large', ['bow'], { range: 500, strength: 4 }),
  'han-kyu': w('2k2', 'kyujutsu', 'small', ['bow'], { range: 100, strength: 1 }),
  shuriken: w('1k1', 'ninjutsu', 'small', ['thrown'], { range: 25 }),
  tsubute: w('1k1', 'ninjutsu', 'small', ['thrown'], { range: 30 }),
};

export interface ArmorEntry {
  readonly armorTN: number;
  readonly reduction: number;
}

/** reference §8. */
export const ARMORS: Readonly<Record<string, ArmorEntry>> = {
  ashigaru: { armorTN: 3, reduction: 1 },
  light: { armorTN: 5, reduction: 3 },
  heavy: { armorTN: 10, reduction: 5 },
  riding: { armorTN: 4, reduction: 4 },
};
