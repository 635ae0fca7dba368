// An immutable view of one index's records at one version, with everything derived from them:
// columns, precomputed orders and the text index. `prepare` builds them ahead (in slices,
// see SearchIndex); anything not prepared is built on first use.
import type { Bitset } from './bitset';
import { facetColumnSteps, type FacetColumn } from './columns';
import { numericColumnSteps, valueOrder, type NumericColumn } from './numeric-column';
import { attributeRankSteps, orderSteps, type AttributeRanks, type StaticOrder } from './orders';
import type { Rec } from './paths';
import { RangeStore } from './range-store';
import { allocateScratch, type Scratch } from './scratch';
import type { RankingCriterion } from './settings';
import { runSteps, type Steps } from './steps';
import { TextIndex, type SearchableField } from './text-index';

/** What to build ahead: the previous generation's structures and those the settings name. */
export interface Plan {
  facets: string[];
  numerics: string[];
  /** Faceting attributes: numeric columns for those holding numbers (for facets_stats). */
  numericFacets?: string[];
  orders: [RankingCriterion[], RankingCriterion[]][];
  text: boolean;
}

/** 256 sets of 25 KB at 200,000 records: 6.4 MB. */
const LITERAL_CACHE_SIZE = 256;

const orderKey = (lead: RankingCriterion[], tail: RankingCriterion[]): string =>
  [lead, tail].map((list) => list.map((c) => `${c.order}(${c.attr})`).join(',')).join('|');

export class Generation {
  readonly size: number;
  private idMap: Map<string, number> | null = null;
  private readonly facets = new Map<string, FacetColumn>();
  private readonly numerics = new Map<string, NumericColumn>();
  private readonly orders = new Map<
    string,
    [RankingCriterion[], RankingCriterion[], StaticOrder]
  >();
  private readonly attributeRanks = new Map<string, AttributeRanks>();
  private textIndex: TextIndex | null = null;
  private scratchArrays: Scratch | null = null;
  /** Facet counts and numeric sums over every record: the unfiltered listing's, once. */
  readonly allCounts = new Map<string, Uint32Array>();
  readonly allStats = new Map<string, { min: number; max: number; sum: number; n: number }>();
  /** What numeric range filters reuse (range-store.ts). */
  readonly ranges = new RangeStore();
  /** Record sets of filter literals, least recently used first out. */
  private readonly literalSets = new Map<string, Bitset>();

  constructor(
    readonly records: Rec[],
    readonly version: number,
    private readonly fields: SearchableField[],
  ) {
    this.size = records.length;
  }

  /** objectID -> record number, for `objectID:x` filters. */
  get ids(): Map<string, number> {
    this.idMap ??= new Map(this.records.map((r, d) => [r.objectID, d]));
    return this.idMap;
  }

  facet(attr: string): FacetColumn {
    return this.facets.get(attr) ?? runSteps(this.facetSteps(attr));
  }

  numeric(attr: string): NumericColumn {
    return this.numerics.get(attr) ?? runSteps(this.numericSteps(attr));
  }

  order(lead: RankingCriterion[], tail: RankingCriterion[]): StaticOrder {
    return this.orders.get(orderKey(lead, tail))?.[2] ?? runSteps(this.orderSteps(lead, tail));
  }

  text(): TextIndex {
    return this.textIndex ?? runSteps(this.textSteps());
  }

  /** Builds everything in the plan that is not built yet. */
  *prepare(plan: Plan): Steps<void> {
    if (this.size === 0) return;
    if (plan.text && !this.textIndex) yield* this.textSteps();
    for (const attr of plan.facets) if (!this.facets.has(attr)) yield* this.facetSteps(attr);
    const numbers = (plan.numericFacets ?? []).filter((attr) => this.facet(attr).hasNumbers);
    for (const attr of [...plan.numerics, ...numbers]) {
      if (!this.numerics.has(attr)) yield* this.numericSteps(attr);
    }
    for (const attr of numbers) {
      const column = this.numeric(attr);
      if (column.single) valueOrder(column); // price ranges and stats read it
      yield;
    }
    for (const [lead, tail] of plan.orders) {
      if (!this.orders.has(orderKey(lead, tail))) yield* this.orderSteps(lead, tail);
    }
  }

  /** What this generation built, for the next one to build ahead of queries. */
  built(): Plan {
    return {
      facets: [...this.facets.keys()],
      numerics: [...this.numerics.keys()],
      orders: [...this.orders.values()].map(([lead, tail]) => [lead, tail]),
      text: this.textIndex !== null,
    };
  }

  private *facetSteps(attr: string): Steps<FacetColumn> {
    const column = yield* facetColumnSteps(this.records, attr);
    this.facets.set(attr, column);
    return column;
  }

  private *numericSteps(attr: string): Steps<NumericColumn> {
    const column = yield* numericColumnSteps(this.records, attr);
    this.numerics.set(attr, column);
    return column;
  }

  private *orderSteps(lead: RankingCriterion[], tail: RankingCriterion[]): Steps<StaticOrder> {
    const order = yield* orderSteps(this.size, lead, tail, (attr) => this.rankSteps(attr));
    this.orders.set(orderKey(lead, tail), [lead, tail, order]);
    return order;
  }

  /** Ranks of an attribute's values, shared by every order sorting on it. */
  private *rankSteps(attr: string): Steps<AttributeRanks> {
    let ranks = this.attributeRanks.get(attr);
    if (!ranks)
      this.attributeRanks.set(attr, (ranks = yield* attributeRankSteps(this.records, attr)));
    return ranks;
  }

  private *textSteps(): Steps<TextIndex> {
    this.textIndex = yield* TextIndex.build(this.records, this.fields);
    return this.textIndex;
  }

  cachedSet(key: string, build: () => Bitset): Bitset {
    let set = this.literalSets.get(key);
    if (set) this.literalSets.delete(key);
    else set = build();
    this.literalSets.set(key, set); // most recently used last
    if (this.literalSets.size > LITERAL_CACHE_SIZE) {
      this.literalSets.delete(this.literalSets.keys().next().value!);
    }
    return set;
  }

  get scratch(): Scratch {
    this.scratchArrays ??= allocateScratch(this.size);
    return this.scratchArrays;
  }
}
