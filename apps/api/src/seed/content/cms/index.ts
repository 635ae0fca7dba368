import type { Locale } from '@shop/domain/locales';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import type { CmsTexts } from './types';

export const CMS_TEXTS: Record<Locale, CmsTexts> = { fr, es, it, nl, de, en };
