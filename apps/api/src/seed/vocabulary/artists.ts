import { perLocale } from '@shop/domain/locales';
import type { Words } from './types';

/**
 * Invented artists of collaborations; ids follow this order from 1. The storefront spec names
 * artist ids 35, 16 and 21 as artist categories without naming them: here they are collectives
 * whose category name is given per language.
 */
// prettier-ignore
export const ARTIST_NAMES = [
  'Lou Marquès', 'Kenji Arato', 'Sofia Brann', 'Ilyes Daoud', 'Mara Velden', 'Teo Caruso',
  'Nadia Okafor', 'Jules Ferrant', 'Ines Almeida', 'Bastien Lor', 'Yuki Tanabe', 'Camille Reyes',
  'Oskar Lind', 'Amara Diallo', 'Hugo Sartre', 'Collectif Béton', 'Leila Haddad', 'Marco Bellini',
  'Eva Kowalska', 'Noé Garnier', 'Atelier Nocturne', 'Sami Benali', 'Clara Voss', 'Diego Alvarez',
  'Zoé Marchal', 'Rafael Costa', 'Lina Petersen', 'Malik Traoré', 'Anouk de Wit', 'Théo Lambert',
  'Greta Holm', 'Yanis Morel', 'Paula Serra', 'Victor Hale', 'Studio Onde', 'Maya Ricci',
  'Elias Brandt', 'Salomé Roux', 'Kofi Mensah', 'Iris Van Dam',
] as const;

/** The named artist categories of spec section 9, by artist id. */
export const ARTIST_CATEGORIES: Readonly<Record<number, Words>> = {
  16: perLocale(
    'Street art',
    'Arte urbano',
    'Street art',
    'Straatkunst',
    'Street-Art',
    'Street art',
  ),
  21: perLocale(
    'Illustration',
    'Ilustración',
    'Illustrazione',
    'Illustratie',
    'Illustration',
    'Illustration',
  ),
  35: perLocale(
    'Photographie',
    'Fotografía',
    'Fotografia',
    'Fotografie',
    'Fotografie',
    'Photography',
  ),
};

/** Ranges every brand may carry; a brand gets three, named after it ("Rue Basse Essentials"). */
export const RANGE_WORDS = [
  'Essentials',
  'Archive',
  'Studio',
  'Sport',
  'Heritage',
  'Tech',
  'Atelier',
] as const;
