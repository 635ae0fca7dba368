import { describe, expect, it } from 'vitest';
import { openCatalogue } from '../src/catalogue';
import { Figures, Shopper } from '../src/shopper';

// Issue 19: 200 shoppers for 60 s on PostgreSQL and Redis with two API processes on two ports,
// the shoppers spread over both — browse, search, basket, sign in, buy with the sandbox card —
// without a single error; figures printed per step and per API instance.
const SHOPPERS = Number(process.env.RELIABILITY_SHOPPERS || 200);
const SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS || 60);
/** A shopper reads between clicks: three to six seconds. */
const think = () => new Promise((resolve) => setTimeout(resolve, 3_000 + Math.random() * 3_000));

describe('simulated shoppers', () => {
  it(
    `${SHOPPERS} shoppers for ${SECONDS} s, no errors`,
    { timeout: (SECONDS + 60) * 1_000 },
    async () => {
      const catalogue = await openCatalogue();
      const figures = new Figures();
      const until = Date.now() + SECONDS * 1_000;
      const visit = async (index: number) => {
        // Arrivals spread over the first seconds, as a crowd arrives.
        await new Promise((resolve) => setTimeout(resolve, (index * 5_000) / SHOPPERS));
        const shopper = new Shopper(index, catalogue, figures);
        for (let cycle = 0; Date.now() < until; cycle += 1) {
          for (const step of [shopper.browse, shopper.search, shopper.basket]) {
            await step();
            await think();
          }
          if (cycle === 0) await shopper.signIn();
          if (cycle === 1) await shopper.buy();
        }
      };
      await Promise.all(Array.from({ length: SHOPPERS }, (_, index) => visit(index)));
      console.info(`\nLoad: ${SHOPPERS} shoppers\n${figures.summary(SECONDS)}`);
      expect(figures.errors.slice(0, 10)).toEqual([]);
      expect(figures.orders).toBeGreaterThan(SHOPPERS / 2);
      // Both instances served their half of the shoppers, orders included.
      for (const served of figures.instances) {
        expect(served.latencies.length).toBeGreaterThan(SHOPPERS);
        expect(served.orders).toBeGreaterThan(SHOPPERS / 4);
      }
    },
  );
});
