import type { OpeningDayJson } from '../../db/schema';
import { pick, type Random } from '../prng';
import type { ShopLanguage } from './places';

type Periods = OpeningDayJson['periods'];
type Week = [Periods, Periods, Periods, Periods, Periods, Periods, Periods];

const hours = (...ranges: string[]): Periods =>
  ranges.map((range) => {
    const [open, close] = range.split('-') as [string, string];
    return { open, close };
  });
const CLOSED: Periods = [];

/** Monday to Friday alike, then Saturday and Sunday. */
const weekdays = (days: Periods, saturday: Periods, sunday: Periods = CLOSED): Week => [
  days,
  days,
  days,
  days,
  days,
  saturday,
  sunday,
];

/** The same week with other Monday hours (many shops open late or not at all on Monday). */
const monday = (periods: Periods, week: Week): Week => [periods, ...week.slice(1)] as Week;

/**
 * Opening hours as shops keep them in each country: long lunch breaks in France, Spain, Italy
 * and Portugal, continuous days in Germany and the Netherlands, Sundays mostly closed except
 * for Irish convenience stores and some French tobacconists.
 */
// prettier-ignore
const WEEKS: Record<ShopLanguage, Week[]> = {
  fr: [
    weekdays(hours('07:00-12:30', '14:00-19:30'), hours('07:30-12:30', '14:00-19:00'), hours('08:00-12:30')),
    monday(CLOSED, weekdays(hours('09:00-12:30', '14:00-19:00'), hours('09:00-18:00'))),
    weekdays(hours('08:30-20:30'), hours('08:30-20:30'), hours('09:00-13:00')),
  ],
  lu: [
    weekdays(hours('08:00-12:00', '13:30-18:30'), hours('08:00-12:00', '13:30-17:00')),
    weekdays(hours('07:00-19:00'), hours('08:00-18:00')),
  ],
  es: [
    weekdays(hours('09:30-14:00', '17:00-20:30'), hours('10:00-14:00')),
    weekdays(hours('09:00-21:00'), hours('09:00-21:00')),
  ],
  pt: [
    weekdays(hours('09:00-13:00', '15:00-19:00'), hours('09:00-13:00')),
    weekdays(hours('08:00-20:00'), hours('08:00-20:00')),
  ],
  it: [
    weekdays(hours('08:30-13:00', '15:30-19:30'), hours('08:30-13:00')),
    weekdays(hours('07:00-20:00'), hours('07:00-20:00'), hours('08:00-13:00')),
  ],
  de: [
    weekdays(hours('08:00-19:00'), hours('08:00-14:00')),
    weekdays(hours('09:00-13:00', '14:30-18:30'), hours('09:00-13:00')),
    weekdays(hours('06:00-22:00'), hours('07:00-22:00')),
  ],
  at: [
    weekdays(hours('07:30-12:00', '14:00-18:00'), hours('07:30-12:00')),
    weekdays(hours('08:00-18:30'), hours('08:00-17:00')),
  ],
  nl: [
    monday(hours('13:00-18:00'), weekdays(hours('09:00-18:00'), hours('09:00-17:00'))),
    weekdays(hours('08:00-20:00'), hours('08:00-20:00'), hours('12:00-17:00')),
  ],
  en: [
    weekdays(hours('07:00-22:00'), hours('07:00-22:00'), hours('08:00-21:00')),
    weekdays(hours('09:00-13:00', '14:00-17:30'), hours('09:30-13:00')),
  ],
};

/** One of the country's usual weeks, days numbered 1 (Monday) to 7. */
export function openingHours(random: Random, language: ShopLanguage): OpeningDayJson[] {
  return pick(random, WEEKS[language]).map((periods, index) => ({
    day: (index + 1) as OpeningDayJson['day'],
    periods,
  }));
}
