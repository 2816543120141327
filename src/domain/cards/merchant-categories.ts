// The merchant-category catalog (docs/api/cards.md#merchant-categories): the one list of the
// categories a card's spending controls name and a purchase carries, each with the merchant
// category codes (ISO 18245 MCCs) it stands for. GET /merchant_categories and GraphQL's
// merchantCategories serve it (reads.ts), so that a form can offer it without copying it.

export const merchantCategoryIds = ["grocery_stores", "restaurants", "airlines", "fuel", "gambling", "digital_goods", "atm", "other"] as const;
export type MerchantCategoryId = (typeof merchantCategoryIds)[number];

/** Inclusive, as four-digit strings (MCCs are codes, not amounts: "0742" keeps its zero). */
export interface MccRange {
  from: string;
  to: string;
}

export interface MerchantCategory {
  id: MerchantCategoryId;
  name: string;
  mccRanges: MccRange[];
}

const code = (value: number) => String(value).padStart(4, "0");
const ranges = (...pairs: Array<[number, number]>): MccRange[] => pairs.map(([from, to]) => ({ from: code(from), to: code(to) }));

const named: Array<Omit<MerchantCategory, "mccRanges"> & { codes: Array<[number, number]> }> = [
  // 5411 supermarkets; 5422 meat and freezer provisioners; 5441 candy, 5451 dairy, 5462 bakeries; 5499 other food stores.
  { id: "grocery_stores", name: "Grocery stores and supermarkets", codes: [[5411, 5411], [5422, 5422], [5441, 5441], [5451, 5451], [5462, 5462], [5499, 5499]] },
  // 5812 eating places, 5813 bars, 5814 fast food.
  { id: "restaurants", name: "Restaurants, bars and fast food", codes: [[5812, 5814]] },
  // 3000–3350 named airlines; 4511 other airlines and air carriers.
  { id: "airlines", name: "Airlines", codes: [[3000, 3350], [4511, 4511]] },
  // 5541 service stations, 5542 automated fuel dispensers; 5983 fuel dealers.
  { id: "fuel", name: "Fuel and service stations", codes: [[5541, 5542], [5983, 5983]] },
  // 7800 government lotteries, 7801 internet gambling, 7802 horse and dog racing; 7995 betting and casinos.
  { id: "gambling", name: "Gambling, lotteries and betting", codes: [[7800, 7802], [7995, 7995]] },
  // 5815 digital media, 5816 games, 5817 applications, 5818 large digital goods merchants.
  { id: "digital_goods", name: "Digital goods: media, games and applications", codes: [[5815, 5818]] },
  // 6010 manual cash disbursements, 6011 automated cash disbursements.
  { id: "atm", name: "Cash withdrawals (ATMs and bank counters)", codes: [[6010, 6011]] },
];

/** Every code from 0000 to 9999 the named categories leave out, as ranges: what `other` stands for. */
function otherRanges(): MccRange[] {
  const taken = named.flatMap((category) => category.codes).sort((a, b) => a[0] - b[0]);
  const gaps: Array<[number, number]> = [];
  let next = 0;
  for (const [from, to] of taken) {
    if (from > next) gaps.push([next, from - 1]);
    next = Math.max(next, to + 1);
  }
  if (next <= 9999) gaps.push([next, 9999]);
  return ranges(...gaps);
}

export const merchantCategories: Record<MerchantCategoryId, MerchantCategory> = Object.fromEntries([
  ...named.map(({ codes, ...category }) => [category.id, { ...category, mccRanges: ranges(...codes) }]),
  ["other", { id: "other", name: "Every other merchant", mccRanges: otherRanges() }],
]) as Record<MerchantCategoryId, MerchantCategory>;

/** The catalog in its order. */
export const merchantCategoryList: readonly MerchantCategory[] = merchantCategoryIds.map((id) => merchantCategories[id]);
